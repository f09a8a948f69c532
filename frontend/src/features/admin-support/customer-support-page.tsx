import { AuditLogPanel } from './audit-log-panel';
import { BookingsPanel } from './bookings-panel';
import { CustomerSupportPanel } from './customer-support-panel';

/** Customer Support with every booking and the audit log: the dashboard section and /admin/customer-support (behind the normal admin guard, DECISIONS item 2). */
export default function CustomerSupportPage() {
  return (
    <div className="space-y-10">
      <CustomerSupportPanel />
      <BookingsPanel />
      <AuditLogPanel />
    </div>
  );
}
