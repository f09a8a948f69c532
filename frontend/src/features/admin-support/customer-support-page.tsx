import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AuditLogPanel } from './audit-log-panel';
import { CustomerSupportPanel } from './customer-support-panel';

/** /admin/customer-support: behind the normal admin guard (DECISIONS item 2). */
export default function CustomerSupportPage() {
  return (
    <main className="mx-auto max-w-5xl space-y-10 px-4 py-8">
      <Link to={paths.adminDashboard} className="text-sm text-rose-800 underline">
        Back to the admin dashboard
      </Link>
      <CustomerSupportPanel />
      <AuditLogPanel />
    </main>
  );
}
