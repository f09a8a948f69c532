import { Link } from 'react-router-dom';
import { CellLabel, responsiveTable as rt } from '../../components/ui/list-toolbar';
import { useDinnerHistory } from '../../api/generated/admin/admin';
import { errorMessage } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { formatZonedDateTime } from '../../lib/zoned-dates';

const rating = (value: number | null) => (value === null ? '-' : `${value.toFixed(1)}/5`);
const compatibility = (value: number | null) => (value === null ? '-' : `${(value / 10).toFixed(1)}/10`);

/** /admin/history: past dinners with how they went (DECISIONS item 8). */
export default function HistoryPage() {
  const history = useDinnerHistory();
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="font-serif text-3xl text-stone-900">Historical Dinners</h1>
        <Button variant="ghost" onClick={() => history.refetch()}>
          Refresh
        </Button>
      </div>
      {history.isLoading && <Spinner />}
      {history.isError && <p role="alert">{errorMessage(history.error, 'Failed to load historical dinner data. Please try refreshing.')}</p>}
      {history.data && history.data.dinners.length === 0 && <p className="text-stone-600">No past dinners yet.</p>}
      {history.data && history.data.dinners.length > 0 && (
        <div>
          <table className={rt.table}>
            <thead className={rt.head}>
              <tr>
                <th className="py-2 pr-3">Dinner</th>
                <th className="pr-3">Status</th>
                <th className="pr-3">Booked</th>
                <th className="pr-3">Matched</th>
                <th className="pr-3">Groups</th>
                <th className="pr-3">Attended</th>
                <th className="pr-3">Avg rating</th>
                <th className="pr-3">Avg restaurant rating</th>
                <th className="pr-3">Avg compatibility</th>
                <th>
                  <span className="sr-only">Matches</span>
                </th>
              </tr>
            </thead>
            <tbody className={rt.body}>
              {history.data.dinners.map((dinner) => (
                <tr key={dinner.dinner_id} className={rt.row}>
                  <td className={`${rt.cell} font-medium md:font-normal`}>
                    {dinner.city}, {dinner.country}
                    <span className="block text-xs text-stone-500">{formatZonedDateTime(dinner.event_date, SERVICE_TIME_ZONE)}</span>
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>Status</CellLabel>
                    {dinner.status.replace(/_/g, ' ')}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>Booked</CellLabel>
                    {dinner.booked_couples}/{dinner.capacity}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>Matched</CellLabel>
                    {dinner.matched_couples}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>Groups</CellLabel>
                    {dinner.groups} ({dinner.groups_with_restaurant} with a restaurant)
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>Attended</CellLabel>
                    {dinner.attended_couples}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>Avg rating</CellLabel>
                    {rating(dinner.average_rating)}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>Avg restaurant rating</CellLabel>
                    {rating(dinner.average_restaurant_rating)}
                  </td>
                  <td className={rt.cell}>
                    <CellLabel>Avg compatibility</CellLabel>
                    {compatibility(dinner.average_compatibility)}
                  </td>
                  <td className={rt.cell}>
                    <Link to={paths.adminMatches(dinner.dinner_id)} className="text-rose-800 underline">
                      View Matches
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
