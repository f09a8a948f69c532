import type { AdminUserDto } from '../../api/generated/model';
import { Dialog } from '../../components/ui/dialog';
import { fullName } from './user-badges';

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);

const FIELDS: [keyof AdminUserDto, string][] = [
  ['id', 'User ID'],
  ['email', 'Email'],
  ['phone_number', 'Phone'],
  ['location', 'Location'],
  ['industry', 'Industry'],
  ['nationality', 'Nationality'],
  ['gender', 'Gender'],
  ['date_of_birth', 'Date of birth'],
  ['signup_status', 'Signup status'],
  ['email_verified', 'Email verified'],
  ['accepted_terms', 'Accepted terms'],
  ['accepted_privacy_policy', 'Accepted privacy policy'],
  ['opt_in_for_marketing', 'Marketing opt-in'],
  ['couple_id', 'Couple ID'],
  ['partner_first_name', 'Partner first name'],
  ['partner_email', 'Partner email'],
  ['invited_by_user_id', 'Invited by'],
  ['service_terminated', 'Service terminated'],
  ['consecutive_late_cancellations', 'Consecutive late cancellations'],
  ['last_cancellation_date', 'Last late cancellation'],
  ['created_at', 'Created'],
  ['updated_at', 'Updated'],
];

/** Every field of the admin user record. */
export function UserDetailsDialog({ user, onClose }: { user: AdminUserDto | null; onClose(): void }) {
  return (
    <Dialog open={user !== null} onClose={onClose} title={user ? fullName(user) : ''}>
      {user && (
        <dl className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto text-sm">
          {FIELDS.map(([key, label]) => (
            <div key={key}>
              <dt className="text-xs text-stone-500">{label}</dt>
              <dd className="break-all text-stone-900">{shown(user[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}
