import { AccountPage, AccountSection } from '../../components/layout/account-page';
import { useAuth } from '../../lib/auth/auth-context';
import { AccountDataActions } from './account-data-actions';
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
      <AccountSection title="Your data">
        <AccountDataActions />
      </AccountSection>
    </AccountPage>
  );
}
