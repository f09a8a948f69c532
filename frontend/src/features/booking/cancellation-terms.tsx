import { FEE_POLICY } from '../../lib/fee-policy';

/** What happens to the fee on a cancellation, shown before paying. */
export function CancellationTerms() {
  return (
    <div aria-label="Cancellation terms" className="mt-4 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
      <p className="font-semibold text-ink">Before you pay</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>{FEE_POLICY.coupleCancels}</li>
        <li>{FEE_POLICY.serviceCancels}</li>
        <li>{FEE_POLICY.lateCancellation}</li>
      </ul>
    </div>
  );
}
