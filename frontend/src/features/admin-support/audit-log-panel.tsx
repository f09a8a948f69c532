import { useAuditLog } from '../../api/generated/support/support';
import { errorMessage } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { CellLabel, responsiveTable as rt } from '../../components/ui/list-toolbar';
import type { MessageId } from '../../i18n/catalogues';
import { useLocale, useT, type Translate } from '../../i18n/use-t';

const ACTION_LABELS: Record<string, MessageId> = {
  support_lookup: 'admin.support.audit.action.support_lookup',
  delete_user: 'admin.support.audit.action.delete_user',
  purge_users: 'admin.support.audit.action.purge_users',
  purge_bookings: 'admin.support.audit.action.purge_bookings',
  close_bookings: 'admin.support.audit.action.close_bookings',
  contact_share_granted: 'admin.support.audit.action.contact_share_granted',
  contact_share_withdrawn: 'admin.support.audit.action.contact_share_withdrawn',
  refund_payment: 'admin.support.audit.action.refund_payment',
  cancel_booking: 'admin.support.audit.action.cancel_booking',
  move_booking: 'admin.support.audit.action.move_booking',
  move_couple: 'admin.support.audit.action.move_couple',
  remove_couple: 'admin.support.audit.action.remove_couple',
  resend_mail: 'admin.support.audit.action.resend_mail',
  reinstate_couple: 'admin.support.audit.action.reinstate_couple',
  resend_invitation: 'admin.support.audit.action.resend_invitation',
  api_call: 'admin.support.audit.action.api_call',
};

/** What the entry was about: the lookup's search text, a support action's reason, or an API call's method, path and status. */
const aboutOf = (entry: { query: string | null; detail: Record<string, unknown> }) => {
  if (entry.query) return entry.query;
  if (typeof entry.detail.reason === 'string') return entry.detail.reason;
  const { method, path, status } = entry.detail;
  return typeof method === 'string' && typeof path === 'string' ? `${method} ${path} → ${String(status)}` : null;
};

/** Who acted: an admin by name, a member (on their own data) named as a member, never as an admin, or an integration's key by its name. */
const actorOf = (t: Translate, entry: { actor_kind: 'admin' | 'member' | 'api_key'; admin_name: string | null; detail: Record<string, unknown> }) => {
  if (entry.actor_kind === 'api_key')
    return t('admin.support.audit.apiKey', { name: typeof entry.detail.key_name === 'string' ? entry.detail.key_name : t('admin.support.audit.unnamedKey') });
  if (entry.actor_kind === 'member') return t('admin.support.audit.member', { name: entry.admin_name ?? t('admin.support.audit.deletedMember') });
  return entry.admin_name ?? t('admin.support.audit.deletedAdmin');
};

/** The audit trail of support lookups and actions, deletions and purges, and members' contact grants, newest first; people by name. */
export function AuditLogPanel() {
  const log = useAuditLog({ page_size: 50 });
  const t = useT();
  const locale = useLocale();
  return (
    <section className="space-y-3" aria-labelledby="audit-log-title">
      <div className="flex items-center justify-between">
        <h2 id="audit-log-title" className="font-serif text-xl text-stone-900">
          {t('admin.support.audit.title')}
        </h2>
        <Button variant="ghost" onClick={() => log.refetch()}>
          {t('admin.support.audit.refresh')}
        </Button>
      </div>
      {log.isLoading && <Spinner label={t('admin.loading')} />}
      {log.isError && <p role="alert">{errorMessage(log.error, t('admin.support.audit.loadFailed'))}</p>}
      {log.data && (
        <table className={rt.table}>
          <thead className={rt.head}>
            <tr>
              <th className="py-1">{t('admin.support.audit.column.when')}</th>
              <th>{t('admin.support.audit.column.by')}</th>
              <th>{t('admin.support.audit.column.action')}</th>
              <th>{t('admin.support.audit.column.about')}</th>
              <th>{t('admin.support.audit.column.users')}</th>
            </tr>
          </thead>
          <tbody className={rt.body}>
            {log.data.entries.map((entry) => (
              <tr key={entry.id} className={rt.row}>
                <td className={rt.cell}>{formatZonedDateTime(entry.at, SERVICE_TIME_ZONE, locale)}</td>
                <td className={rt.cell} title={entry.admin_email ?? undefined}>
                  <CellLabel>{t('admin.support.audit.column.by')}</CellLabel>
                  {actorOf(t, entry)}
                </td>
                <td className={`${rt.cell} font-medium md:font-normal`}>{ACTION_LABELS[entry.action] ? t(ACTION_LABELS[entry.action]) : entry.action}</td>
                <td className={`${rt.cell} break-words`}>{aboutOf(entry) ?? t('admin.support.none')}</td>
                <td className={rt.cell}>{t('admin.support.audit.people', { count: entry.subject_user_ids.length })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
