import { useT } from '../../i18n/use-t';

/** What happens to the fee on a cancellation, shown before paying. */
export function CancellationTerms() {
  const t = useT();
  return (
    <div aria-label={t('booking.terms.label')} className="mt-4 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
      <p className="font-semibold text-ink">{t('booking.terms.title')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>{t('fees.coupleCancels')}</li>
        <li>{t('fees.serviceCancels')}</li>
        <li>{t('fees.lateCancellation')}</li>
      </ul>
    </div>
  );
}
