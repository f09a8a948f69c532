import { Link } from 'react-router-dom';
import { useGetSafetyQueue } from '../../api/generated/admin/admin';
import { useT } from '../../i18n/use-t';

/** Above every section of the console: how many safety reports are unanswered for more than 24 hours; nothing when none. */
export function SafetyOverduePanel() {
  const t = useT();
  const queue = useGetSafetyQueue({ query: { refetchInterval: 60_000 } });
  const overdue = queue.data?.overdue ?? 0;
  if (overdue === 0) return null;
  return (
    <section
      aria-label={t('admin.safety.waiting.label')}
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-red-300 bg-red-50 p-5"
    >
      <p className="font-semibold text-red-900">{t('admin.safety.waiting.count', { count: overdue })}</p>
      <Link to={{ hash: 'safety' }} className="text-sm font-semibold text-red-900 underline">
        {t('admin.safety.waiting.open')}
      </Link>
    </section>
  );
}
