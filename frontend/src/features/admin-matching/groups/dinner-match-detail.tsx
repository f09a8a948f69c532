import { errorMessage } from '../../../api/api-error';
import { useGetDinnerMatches, useGetUnmatchedCouples } from '../../../api/generated/admin/admin';
import { Spinner } from '../../../components/ui/spinner';
import { DinnerStatusBadge } from '../../../components/admin/dinner-status-badge';
import { shortId } from '../match-display';
import { formatZonedDateTime } from '../../../lib/zoned-dates';
import { CoupleProfileSummary } from './couple-profile-summary';
import { GroupCard } from './group-card';

/** The detail view of one dinner: header, the five summary tiles, matched groups and the couples needing manual matching. */
export function DinnerMatchDetail({ dinnerId }: { dinnerId: string }) {
  const matches = useGetDinnerMatches(dinnerId);
  const unmatched = useGetUnmatchedCouples(dinnerId);

  if (matches.isPending) return <Spinner label="Loading dinner matches..." />;
  if (matches.isError)
    return (
      <p role="alert" className="text-red-700">
        Failed to load dinner match data: {errorMessage(matches.error, 'Unknown error')}
      </p>
    );
  const { dinner, summary, matches: groups } = matches.data;
  const tiles: [string, number][] = [
    ['Total bookings', summary.total_bookings],
    ['Matched couples', summary.matched_couples],
    ['Unmatched couples', summary.unmatched_couples],
    ['Groups with restaurants', summary.groups_with_restaurants],
    ['Groups without restaurants', summary.groups_without_restaurants],
  ];

  return (
    <div className="space-y-6">
      <header className="rounded-xl border border-stone-200 bg-white p-4">
        <h3 className="text-xl font-semibold">
          {dinner.city}, {dinner.country}
        </h3>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="inline font-medium">Event date: </dt>
            <dd className="inline">{formatZonedDateTime(dinner.event_date, dinner.time_zone)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Booking deadline: </dt>
            <dd className="inline">{formatZonedDateTime(dinner.booking_deadline, dinner.time_zone)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Capacity: </dt>
            <dd className="inline">{dinner.capacity}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Status: </dt>
            <dd className="inline">
              <DinnerStatusBadge status={dinner.status} />
            </dd>
          </div>
          <div>
            <dt className="inline font-medium">ID: </dt>
            <dd className="inline font-mono">{dinner.id}</dd>
          </div>
        </dl>
      </header>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-5" aria-label="Summary">
        {tiles.map(([label, value]) => (
          <li key={label} className="rounded-xl border border-stone-200 bg-white p-3">
            <p className="text-2xl font-semibold">{value}</p>
            <p className="text-sm text-stone-600">{label}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="matched-groups-title" className="space-y-4">
        <h3 id="matched-groups-title" className="text-lg font-semibold">
          Matched Groups ({groups.length})
        </h3>
        {groups.map((group) => (
          <GroupCard key={group.match_id} dinnerId={dinnerId} group={group} />
        ))}
      </section>
      <section aria-labelledby="manual-matching-title" className="space-y-3">
        <h3 id="manual-matching-title" className="text-lg font-semibold">
          Requires Manual Matching
        </h3>
        {unmatched.isError && (
          <p role="alert" className="text-red-700">
            {errorMessage(unmatched.error, 'Unknown error')}
          </p>
        )}
        {unmatched.data && unmatched.data.unmatched_couples.length === 0 && (
          <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
            <p className="font-semibold text-emerald-800">Excellent! All couples have been successfully matched.</p>
            <p className="text-sm text-emerald-800">No manual intervention required.</p>
          </div>
        )}
        {unmatched.data?.unmatched_couples.map((couple) => (
          <div key={couple.couple_id} className="rounded-xl border border-stone-200 bg-white p-4">
            <p className="font-medium">
              {couple.users.map((user) => `${user.first_name} ${user.last_name ?? ''}`.trim()).join(' & ')}{' '}
              <span className="font-mono text-xs text-stone-500">{shortId(couple.couple_id)}</span>
            </p>
            <p className="text-sm text-stone-600">{couple.reason}</p>
            <CoupleProfileSummary couple={couple} />
          </div>
        ))}
      </section>
    </div>
  );
}
