import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useGetDinnerOperations } from '../../api/generated/admin/admin';
import { Button } from '../../components/ui/button';
import { ListError, ListLoading } from '../../components/ui/list-states';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { reservationLabel, tablesByRestaurant } from './operations-tables';
import { useLocale, useT } from '../../i18n/use-t';
import { useOptionLabel } from '../../lib/couple-profile/option-labels';

/** A restaurant's table list to print (/admin/dinners/{dinnerId}/tables/print?restaurant=): no console chrome when printed. */
export default function DinnerTablesPrintPage() {
  const t = useT();
  const locale = useLocale();
  const optionLabel = useOptionLabel();
  useDocumentTitle(t('admin.ops.print.documentTitle'));
  const { dinnerId = '' } = useParams();
  const [params] = useSearchParams();
  const restaurantId = params.get('restaurant');
  const operations = useGetDinnerOperations(dinnerId, { query: { enabled: dinnerId !== '' } });
  if (operations.isPending) return <ListLoading label={t('admin.ops.print.loading')} />;
  if (operations.isError) return <ListError message={t('admin.ops.print.loadFailed')} onRetry={() => void operations.refetch()} />;
  const { dinner } = operations.data;
  const restaurants = tablesByRestaurant(operations.data.tables, t('admin.ops.unknownRestaurant')).filter(
    (r) => !restaurantId || r.restaurantId === restaurantId,
  );
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8 print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={paths.adminDinnerOperations(dinner.id)} className="font-semibold text-brand-700 underline">
          {t('admin.ops.print.back')}
        </Link>
        <Button onClick={() => window.print()}>{t('admin.ops.print.print')}</Button>
      </div>
      {restaurants.length === 0 && <p>{t('admin.ops.print.none')}</p>}
      {restaurants.map((restaurant) => (
        <section key={restaurant.restaurantId} className="break-after-page">
          <h1 className="text-2xl font-bold">{restaurant.restaurantName}</h1>
          <p className="mt-1">{t('admin.ops.print.subtitle', { city: dinner.city, when: formatZonedDateTime(dinner.event_date, dinner.time_zone, locale) })}</p>
          <table className="mt-4 w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b-2 border-stone-800">
                <th scope="col" className="py-2 pr-3">
                  {t('admin.ops.print.table')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.ops.print.partySize')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.ops.print.guests')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.ops.print.diets')}
                </th>
                <th scope="col" className="py-2">
                  {t('admin.ops.print.confirmation')}
                </th>
              </tr>
            </thead>
            <tbody>
              {restaurant.tables.map((table) => (
                <tr key={table.group_id} className="border-b border-stone-300 align-top">
                  <td className="py-2 pr-3">{table.table_number}</td>
                  <td className="py-2 pr-3">{table.party_size}</td>
                  <td className="py-2 pr-3">{table.couple_names.join(', ')}</td>
                  <td className="py-2 pr-3">{table.dietary_needs.map(optionLabel).join(', ') || t('admin.ops.noDiets')}</td>
                  <td className="py-2">{t(reservationLabel(table, dinner.status === 'cancelled_by_system').label)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </main>
  );
}
