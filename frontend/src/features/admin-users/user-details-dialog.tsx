import type { AdminUserDto } from '../../api/generated/model';
import { Dialog } from '../../components/ui/dialog';
import { fullName } from './user-badges';
import type { MessageId } from '../../i18n/catalogues';
import { useT, type Translate } from '../../i18n/use-t';

/** A value of the record in words: a dash for none, Yes or No for a flag, the value itself otherwise. */
const shown = (t: Translate, value: unknown) =>
  value === null || value === undefined || value === ''
    ? t('admin.users.field.none')
    : typeof value === 'boolean'
      ? t(value ? 'admin.users.field.yes' : 'admin.users.field.no')
      : String(value);

const FIELDS: [keyof AdminUserDto, MessageId][] = [
  ['id', 'admin.users.field.id'],
  ['email', 'admin.users.field.email'],
  ['phone_number', 'admin.users.field.phone_number'],
  ['location', 'admin.users.field.location'],
  ['industry', 'admin.users.field.industry'],
  ['nationality', 'admin.users.field.nationality'],
  ['gender', 'admin.users.field.gender'],
  ['date_of_birth', 'admin.users.field.date_of_birth'],
  ['signup_status', 'admin.users.field.signup_status'],
  ['email_verified', 'admin.users.field.email_verified'],
  ['accepted_terms', 'admin.users.field.accepted_terms'],
  ['accepted_privacy_policy', 'admin.users.field.accepted_privacy_policy'],
  ['opt_in_for_marketing', 'admin.users.field.opt_in_for_marketing'],
  ['couple_id', 'admin.users.field.couple_id'],
  ['partner_first_name', 'admin.users.field.partner_first_name'],
  ['partner_email', 'admin.users.field.partner_email'],
  ['invited_by_user_id', 'admin.users.field.invited_by_user_id'],
  ['service_terminated', 'admin.users.field.service_terminated'],
  ['consecutive_late_cancellations', 'admin.users.field.consecutive_late_cancellations'],
  ['last_cancellation_date', 'admin.users.field.last_cancellation_date'],
  ['created_at', 'admin.users.field.created_at'],
  ['updated_at', 'admin.users.field.updated_at'],
];

/** Every field of the admin user record. */
export function UserDetailsDialog({ user, onClose }: { user: AdminUserDto | null; onClose(): void }) {
  const t = useT();
  return (
    <Dialog open={user !== null} onClose={onClose} title={user ? fullName(user) : ''}>
      {user && (
        <dl className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto text-sm">
          {FIELDS.map(([key, label]) => (
            <div key={key}>
              <dt className="text-xs text-stone-500">{t(label)}</dt>
              <dd className="break-all text-stone-900">{shown(t, user[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}
