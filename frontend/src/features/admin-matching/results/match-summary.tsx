import type { AdminSummaryDto } from '../../../api/generated/model';

/** The three summary cards: groups formed, couples matched, unmatched couples. */
export function MatchSummary({ groups, summary }: { groups: number; summary: AdminSummaryDto }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label="Summary">
      {(
        [
          ['Groups Formed', groups],
          ['Couples Matched', summary.matched_couples],
          ['Unmatched Couples', summary.unmatched_couples],
        ] as const
      ).map(([label, value]) => (
        <li key={label} className="rounded-xl border border-stone-200 bg-white p-4">
          <p className="text-3xl font-semibold">{value}</p>
          <p className="text-sm text-stone-600">{label}</p>
        </li>
      ))}
    </ul>
  );
}
