import { useAuditLog } from '../../api/generated/support/support';
import { errorMessage } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import { CellLabel, responsiveTable as rt } from '../../components/ui/list-toolbar';

const ACTION_LABELS: Record<string, string> = {
  support_lookup: 'Support lookup',
  delete_user: 'User deleted',
  purge_users: 'All user data purged',
  purge_bookings: 'Bookings purged',
  close_bookings: 'Bookings closed',
  contact_share_granted: 'Contact shared (see you again)',
  contact_share_withdrawn: 'Contact sharing withdrawn (see you again)',
  refund_payment: 'Payment refunded',
  cancel_booking: 'Booking cancelled',
  move_booking: 'Booking moved',
  move_couple: 'Couple moved to another table',
  remove_couple: 'Couple removed from their table',
  resend_mail: 'Mail resent',
  reinstate_couple: 'Couple reinstated',
  resend_invitation: 'Invitation resent',
  api_call: 'API call',
};

/** What the entry was about: the lookup's search text, a support action's reason, or an API call's method, path and status. */
const aboutOf = (entry: { query: string | null; detail: Record<string, unknown> }) => {
  if (entry.query) return entry.query;
  if (typeof entry.detail.reason === 'string') return entry.detail.reason;
  const { method, path, status } = entry.detail;
  return typeof method === 'string' && typeof path === 'string' ? `${method} ${path} → ${String(status)}` : null;
};

/** Who acted: an admin by name, a member (on their own data) named as a member, never as an admin, or an integration's key by its name. */
const actorOf = (entry: { actor_kind: 'admin' | 'member' | 'api_key'; admin_name: string | null; detail: Record<string, unknown> }) => {
  if (entry.actor_kind === 'api_key') return `${typeof entry.detail.key_name === 'string' ? entry.detail.key_name : 'Unnamed key'} (API key)`;
  return entry.actor_kind === 'member' ? `${entry.admin_name ?? 'Deleted member'} (member)` : (entry.admin_name ?? 'Deleted admin');
};

/** The audit trail of support lookups and actions, deletions and purges, and members' contact grants, newest first; people by name. */
export function AuditLogPanel() {
  const log = useAuditLog({ page_size: 50 });
  return (
    <section className="space-y-3" aria-labelledby="audit-log-title">
      <div className="flex items-center justify-between">
        <h2 id="audit-log-title" className="font-serif text-xl text-stone-900">
          Audit log
        </h2>
        <Button variant="ghost" onClick={() => log.refetch()}>
          Refresh
        </Button>
      </div>
      {log.isLoading && <Spinner />}
      {log.isError && <p role="alert">{errorMessage(log.error, 'Failed to load the audit log')}</p>}
      {log.data && (
        <table className={rt.table}>
          <thead className={rt.head}>
            <tr>
              <th className="py-1">When</th>
              <th>By</th>
              <th>Action</th>
              <th>Search or reason</th>
              <th>Users</th>
            </tr>
          </thead>
          <tbody className={rt.body}>
            {log.data.entries.map((entry) => (
              <tr key={entry.id} className={rt.row}>
                <td className={rt.cell}>{formatZonedDateTime(entry.at, SERVICE_TIME_ZONE)}</td>
                <td className={rt.cell} title={entry.admin_email ?? undefined}>
                  <CellLabel>By</CellLabel>
                  {actorOf(entry)}
                </td>
                <td className={`${rt.cell} font-medium md:font-normal`}>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                <td className={`${rt.cell} break-words`}>{aboutOf(entry) ?? '-'}</td>
                <td className={rt.cell}>
                  {entry.subject_user_ids.length === 0 ? '-' : `${entry.subject_user_ids.length} ${entry.subject_user_ids.length === 1 ? 'person' : 'people'}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
