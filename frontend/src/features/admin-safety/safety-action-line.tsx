import type { SafetyActionDto } from '../../api/generated/model';
import { formatShortDateTime } from '../../lib/dinner-format';
import { formatSuspensionEnd } from '../../lib/safety-texts';

export const ACTION_NAMES: Record<string, string> = {
  dismiss: 'Dismissed',
  warn: 'Warned',
  suspend: 'Suspended',
  terminate: 'Terminated',
  lift: 'Suspension lifted',
};

/** An action taken, with its reason and the couple's appeal of a suspension. */
export function ActionLine({ action, timeZone }: { action: SafetyActionDto; timeZone: string }) {
  return (
    <li className="rounded-xl border border-stone-200 p-3 text-sm">
      <p className="font-semibold text-ink">
        {ACTION_NAMES[action.action] ?? action.action}
        {action.suspended_until ? ` until ${formatSuspensionEnd(action.suspended_until)}` : ''} · {formatShortDateTime(action.created_at, timeZone)}
      </p>
      <p className="text-stone-700">Reason: {action.reason}</p>
      {action.appeal && (
        <div className="mt-2 rounded-lg bg-amber-50 p-2 text-amber-900">
          <p className="font-semibold">Appeal, {formatShortDateTime(action.appeal.created_at, timeZone)}</p>
          <p className="whitespace-pre-line">{action.appeal.text}</p>
        </div>
      )}
    </li>
  );
}
