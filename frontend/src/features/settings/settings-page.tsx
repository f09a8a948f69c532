import { AccountPage, AccountSection } from '../../components/layout/account-page';
import { AccountDataActions } from './account-data-actions';
import { ChangePasswordForm } from './change-password-form';
import { MailPreferencesSection } from './mail-preferences-section';
import { SignInEmailSection } from './sign-in-email-section';

/** /couplesprofile/settings: the member's own account. */
export default function SettingsPage() {
  return (
    <AccountPage title="Settings" intro="Your sign-in and what we send you. Your couple's dining preferences are under Edit Profile.">
      <AccountSection title="Sign-in email">
        <SignInEmailSection />
      </AccountSection>
      <AccountSection title="Password">
        <ChangePasswordForm />
      </AccountSection>
      <AccountSection title="Mail preferences">
        <MailPreferencesSection />
      </AccountSection>
      <AccountSection title="Your data">
        <AccountDataActions />
      </AccountSection>
    </AccountPage>
  );
}
