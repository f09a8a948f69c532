import type { AdminSummaryDto } from '../../../api/generated/model';
import type { MessageId } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';

/** The three summary cards: groups formed, couples matched, unmatched couples. */
export function MatchSummary({ groups, summary }: { groups: number; summary: AdminSummaryDto }) {
  const t = useT();
  const cards: [MessageId, number][] = [
    ['admin.results.summary.groups', groups],
    ['admin.results.summary.matched', summary.matched_couples],
    ['admin.results.summary.unmatched', summary.unmatched_couples],
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label={t('admin.results.summary.label')}>
      {cards.map(([label, value]) => (
        <li key={label} className="rounded-xl border border-stone-200 bg-white p-4">
          <p className="text-3xl font-semibold">{value}</p>
          <p className="text-sm text-stone-600">{t(label)}</p>
        </li>
      ))}
    </ul>
  );
}
