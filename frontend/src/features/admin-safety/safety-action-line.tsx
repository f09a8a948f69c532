import type { SafetyActionDto, SafetyActionDtoAction } from '../../api/generated/model';
import type { MessageId } from '../../i18n/catalogues';
import { useLocale, useT } from '../../i18n/use-t';
import { formatShortDateTime } from '../../lib/dinner-format';
import { formatSuspensionEnd } from '../../lib/safety-texts';
import { STATUS_NAMES } from './report-status-badge';

/** What an action did: the report's status it leaves, or the lifting of a suspension. */
export const ACTION_NAMES: Record<SafetyActionDtoAction, MessageId> = {
  dismiss: STATUS_NAMES.dismissed,
  warn: STATUS_NAMES.warned,
  suspend: STATUS_NAMES.suspended,
  terminate: STATUS_NAMES.terminated,
  lift: 'admin.safety.suspensionLifted',
};

/** An action taken, with its reason and the couple's appeal of a suspension. */
export function ActionLine({ action, timeZone }: { action: SafetyActionDto; timeZone: string }) {
  const t = useT();
  const locale = useLocale();
  const name = t(ACTION_NAMES[action.action]);
  return (
    <li className="rounded-xl border border-stone-200 p-3 text-sm">
      <p className="font-semibold text-ink">
        {[
          action.suspended_until ? t('admin.safety.action.until', { action: name, until: formatSuspensionEnd(action.suspended_until, locale) }) : name,
          formatShortDateTime(action.created_at, timeZone, locale),
        ].join(' · ')}
      </p>
      <p className="text-stone-700">{t('admin.safety.action.reason', { reason: action.reason })}</p>
      {action.appeal && (
        <div className="mt-2 rounded-lg bg-amber-50 p-2 text-amber-900">
          <p className="font-semibold">{t('admin.safety.action.appeal', { when: formatShortDateTime(action.appeal.created_at, timeZone, locale) })}</p>
          <p className="whitespace-pre-line">{action.appeal.text}</p>
        </div>
      )}
    </li>
  );
}
