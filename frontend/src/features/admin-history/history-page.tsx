import { Link } from 'react-router-dom';
import { CellLabel, responsiveTable as rt } from '../../components/ui/list-toolbar';
import { useDinnerHistory } from '../../api/generated/admin/admin';
import { errorMessage } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { dinnerStatusLabel } from '../../components/admin/dinner-status-badge';
import { useLocale, useT, type Translate } from '../../i18n/use-t';

const rating = (t: Translate, value: number | null) => (value === null ? t('admin.figure.none') : t('admin.figure.outOf5', { value }));
const compatibility = (t: Translate, value: number | null) => (value === null ? t('admin.figure.none') : t('admin.figure.outOf10', { value: value / 10 }));

/** /admin/history: past dinners with how they went (DECISIONS item 8). */
export default function HistoryPage() {
  const t = useT();
  const locale = useLocale();
  const history = useDinnerHistory();
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="font-serif text-3xl text-stone-900">{t('admin.history.title')}</h1>
        <Button variant="ghost" onClick={() => history.refetch()}>
          {t('admin.history.refresh')}
        </Button>
      </div>
      {history.isLoading && <Spinner />}
      {history.isError && <p role="alert">{errorMessage(history.error, t('admin.history.loadFailed'))}</p>}
      {history.data && history.data.dinners.length === 0 && <p className="text-stone-600">{t('admin.history.none')}</p>}
      {history.data && history.data.dinners.length > 0 && (
        <div>
          <table className={rt.table}>
            <thead className={rt.head}>
              <tr>
                <th className="py-2 pr-3">{t('admin.history.dinner')}</th>
                <th className="pr-3">{t('admin.history.status')}</th>
                <th className="pr-3">{t('admin.history.booked')}</th>
                <th className="pr-3">{t('admin.history.matched')}</th>
                <th className="pr-3">{t('admin.history.groups')}</th>
                <th className="pr-3">{t('admin.history.attended')}</th>
                <th className="pr-3">{t('admin.history.avgRating')}</th>
                <th className="pr-3">{t('admin.history.avgRestaurantRating')}</th>
                <th className="pr-3">{t('admin.history.avgCompatibility')}</th>
                <th>
                  <span className="sr-only">{t('admin.history.matches')}</span>
                </th>
              </tr>
            </thead>
            <tbody className={rt.body}>
              {history.data.dinners.map((dinner) => (
                <tr key={dinner.dinner_id} className={rt.row}>
                  <td className={`${rt.cell} font-medium md:font-normal`}>
                    {t('admin.events.place', { city: dinner.city, country: dinner.country })}
                    <span className="block text-xs text-stone-500">{formatZonedDateTime(dinner.event_date, dinner.time_zone, locale)}</span>
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>{t('admin.history.status')}</CellLabel>
                    {dinnerStatusLabel(t, dinner.status)}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>{t('admin.history.booked')}</CellLabel>
                    {t('admin.history.bookedOf', { booked: dinner.booked_couples, capacity: dinner.capacity })}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>{t('admin.history.matched')}</CellLabel>
                    {dinner.matched_couples}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>{t('admin.history.groups')}</CellLabel>
                    {t('admin.history.groupsWithRestaurant', { groups: dinner.groups, withRestaurant: dinner.groups_with_restaurant })}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>{t('admin.history.attended')}</CellLabel>
                    {dinner.attended_couples}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>{t('admin.history.avgRating')}</CellLabel>
                    {rating(t, dinner.average_rating)}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>{t('admin.history.avgRestaurantRating')}</CellLabel>
                    {rating(t, dinner.average_restaurant_rating)}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>{t('admin.history.avgCompatibility')}</CellLabel>
                    {compatibility(t, dinner.average_compatibility)}
                  </td>
                  <td className={rt.cell}>
                    <Link to={paths.adminMatches(dinner.dinner_id)} className="text-rose-800 underline">
                      {t('admin.history.viewMatches')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
