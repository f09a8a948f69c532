import type { ReactNode } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useGetDinnerMatches, useGetUnmatchedCouples } from '../../../api/generated/admin/admin';
import { Spinner } from '../../../components/ui/spinner';
import { DinnerStatusBadge } from '../../../components/admin/dinner-status-badge';
import { shortId } from '../match-display';
import type { MessageId } from '../../../i18n/catalogues';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatZonedDateTime } from '../../../lib/zoned-dates';
import { CoupleProfileSummary } from './couple-profile-summary';
import { GroupCard } from './group-card';

/** The detail view of one dinner: header, the five summary tiles, matched groups and the couples needing manual matching. */
export function DinnerMatchDetail({ dinnerId }: { dinnerId: string }) {
  const t = useT();
  const locale = useLocale();
  const matches = useGetDinnerMatches(dinnerId);
  const unmatched = useGetUnmatchedCouples(dinnerId);

  if (matches.isPending) return <Spinner label={t('admin.groups.loadingMatches')} />;
  if (matches.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('admin.groups.loadMatchesFailed', { error: errorMessage(matches.error, t('admin.groups.unknownError')) })}
      </p>
    );
  const { dinner, summary, matches: groups } = matches.data;
  const tiles: [MessageId, number][] = [
    ['admin.groups.tile.totalBookings', summary.total_bookings],
    ['admin.groups.tile.matchedCouples', summary.matched_couples],
    ['admin.groups.tile.unmatchedCouples', summary.unmatched_couples],
    ['admin.groups.tile.withRestaurants', summary.groups_with_restaurants],
    ['admin.groups.tile.withoutRestaurants', summary.groups_without_restaurants],
  ];
  const facts: [MessageId, ReactNode][] = [
    ['admin.groups.fact.eventDate', formatZonedDateTime(dinner.event_date, dinner.time_zone, locale)],
    ['admin.groups.fact.deadline', formatZonedDateTime(dinner.booking_deadline, dinner.time_zone, locale)],
    ['admin.groups.fact.capacity', dinner.capacity],
    ['admin.groups.fact.status', <DinnerStatusBadge status={dinner.status} />],
  ];

  return (
    <div className="space-y-6">
      <header className="rounded-xl border border-stone-200 bg-white p-4">
        <h3 className="text-xl font-semibold">{t('admin.groups.profile.place', { city: dinner.city, country: dinner.country })}</h3>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="mr-1 inline font-medium">{t('common.cellLabel', { label: t(label) })}</dt>
              <dd className="inline">{value}</dd>
            </div>
          ))}
          <div>
            <dt className="mr-1 inline font-medium">{t('common.cellLabel', { label: t('admin.groups.fact.id') })}</dt>
            <dd className="inline font-mono">{dinner.id}</dd>
          </div>
        </dl>
      </header>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-5" aria-label={t('admin.groups.summary')}>
        {tiles.map(([label, value]) => (
          <li key={label} className="rounded-xl border border-stone-200 bg-white p-3">
            <p className="text-2xl font-semibold">{value}</p>
            <p className="text-sm text-stone-600">{t(label)}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="matched-groups-title" className="space-y-4">
        <h3 id="matched-groups-title" className="text-lg font-semibold">
          {t('admin.groups.matchedGroups', { count: groups.length })}
        </h3>
        {groups.map((group) => (
          <GroupCard key={group.match_id} dinnerId={dinnerId} group={group} />
        ))}
      </section>
      <section aria-labelledby="manual-matching-title" className="space-y-3">
        <h3 id="manual-matching-title" className="text-lg font-semibold">
          {t('admin.groups.manualMatching')}
        </h3>
        {unmatched.isError && (
          <p role="alert" className="text-red-700">
            {errorMessage(unmatched.error, t('admin.groups.unknownError'))}
          </p>
        )}
        {unmatched.data && unmatched.data.unmatched_couples.length === 0 && (
          <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
            <p className="font-semibold text-emerald-800">{t('admin.groups.allMatched')}</p>
            <p className="text-sm text-emerald-800">{t('admin.groups.noIntervention')}</p>
          </div>
        )}
        {unmatched.data?.unmatched_couples.map((couple) => (
          <div key={couple.couple_id} className="rounded-xl border border-stone-200 bg-white p-4">
            <p className="font-medium">
              <span className="mr-1">{couple.users.map((user) => `${user.first_name} ${user.last_name ?? ''}`.trim()).join(' & ')}</span>
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
