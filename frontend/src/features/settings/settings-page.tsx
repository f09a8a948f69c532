import { AccountPage, AccountSection } from '../../components/layout/account-page';
import { useAuth } from '../../lib/auth/auth-context';
import { SITE_INFO } from '../../lib/site-info';
import { ChangePasswordForm } from './change-password-form';

/** /couplesprofile/settings: the member's own account. */
export default function SettingsPage() {
  const { user } = useAuth();
  return (
    <AccountPage title="Settings" intro="Your sign-in and what we send you. Your couple's dining preferences are under Edit Profile.">
      <AccountSection title="Sign-in email">
        <p className="text-stone-700">
          You sign in with <strong className="break-all">{user?.email}</strong>.
        </p>
      </AccountSection>
      <AccountSection title="Password">
        <ChangePasswordForm />
      </AccountSection>
      {/* Your data: the privacy issue (13) puts 'Download our data' and 'Delete our account' here. */}
      <AccountSection title="Your data">
        <p className="text-stone-700">
          To receive a copy of your data or to delete your account, write to{' '}
          <a href={`mailto:${SITE_INFO.supportEmail}`} className="font-semibold text-brand-700 underline">
            {SITE_INFO.supportEmail}
          </a>
          . We act on deletion requests within 30 days.
        </p>
      </AccountSection>
    </AccountPage>
  );
}
