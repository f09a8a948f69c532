import { useAuditLog } from '../../api/generated/support/support';
import { errorMessage } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { formatZonedDateTime } from '../../lib/zoned-dates';

const ACTION_LABELS: Record<string, string> = {
  support_lookup: 'Support lookup',
  delete_user: 'User deleted',
  purge_users: 'All user data purged',
  purge_bookings: 'Bookings purged',
  contact_share_granted: 'Contact shared by a member (see you again)',
  contact_share_withdrawn: 'Contact sharing withdrawn by a member (see you again)',
};

/** The audit trail of support lookups, deletions and purges, and members' contact grants, newest first. */
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
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-stone-500">
            <tr>
              <th className="py-1">When</th>
              <th>Admin</th>
              <th>Action</th>
              <th>Search</th>
              <th>Users</th>
            </tr>
          </thead>
          <tbody>
            {log.data.entries.map((entry) => (
              <tr key={entry.id} className="border-t border-stone-100 align-top">
                <td className="py-1">{formatZonedDateTime(entry.at, SERVICE_TIME_ZONE)}</td>
                <td className="font-mono text-xs">{entry.admin_id.slice(0, 8)}</td>
                <td>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                <td>{entry.query ?? '-'}</td>
                <td className="font-mono text-xs">{entry.subject_user_ids.map((id) => id.slice(0, 8)).join(', ') || '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
