import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useGetDinnerOperations } from '../../api/generated/admin/admin';
import { Button } from '../../components/ui/button';
import { ListError, ListLoading } from '../../components/ui/list-states';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { reservationLabel, tablesByRestaurant } from './operations-tables';

/** A restaurant's table list to print (/admin/dinners/{dinnerId}/tables/print?restaurant=): no console chrome when printed. */
export default function DinnerTablesPrintPage() {
  useDocumentTitle('Table list · Admin');
  const { dinnerId = '' } = useParams();
  const [params] = useSearchParams();
  const restaurantId = params.get('restaurant');
  const operations = useGetDinnerOperations(dinnerId, { query: { enabled: dinnerId !== '' } });
  if (operations.isPending) return <ListLoading label="Loading the table list..." />;
  if (operations.isError) return <ListError message="Failed to load the table list. Please try again." onRetry={() => void operations.refetch()} />;
  const { dinner } = operations.data;
  const restaurants = tablesByRestaurant(operations.data.tables).filter((r) => !restaurantId || r.restaurantId === restaurantId);
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8 print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={paths.adminDinnerOperations(dinner.id)} className="font-semibold text-brand-700 underline">
          ← Back to the dinner's operations
        </Link>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      {restaurants.length === 0 && <p>No tables at this restaurant for this dinner.</p>}
      {restaurants.map((restaurant) => (
        <section key={restaurant.restaurantId} className="break-after-page">
          <h1 className="text-2xl font-bold">{restaurant.restaurantName}</h1>
          <p className="mt-1">
            Tablemates surprise dinner, {dinner.city}, {formatZonedDateTime(dinner.event_date, dinner.time_zone)}
          </p>
          <table className="mt-4 w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b-2 border-stone-800">
                <th scope="col" className="py-2 pr-3">
                  Table
                </th>
                <th scope="col" className="py-2 pr-3">
                  Party size
                </th>
                <th scope="col" className="py-2 pr-3">
                  Guests (first names)
                </th>
                <th scope="col" className="py-2 pr-3">
                  Dietary needs
                </th>
                <th scope="col" className="py-2">
                  Confirmation
                </th>
              </tr>
            </thead>
            <tbody>
              {restaurant.tables.map((t) => (
                <tr key={t.group_id} className="border-b border-stone-300 align-top">
                  <td className="py-2 pr-3">{t.table_number}</td>
                  <td className="py-2 pr-3">{t.party_size}</td>
                  <td className="py-2 pr-3">{t.couple_names.join(', ')}</td>
                  <td className="py-2 pr-3">{t.dietary_needs.join(', ') || 'none'}</td>
                  <td className="py-2">{reservationLabel(t, dinner.status === 'cancelled_by_system').label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </main>
  );
}
