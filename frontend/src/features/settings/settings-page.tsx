import { AccountPage, AccountSection } from '../../components/layout/account-page';
import { useT } from '../../i18n/use-t';
import { AccountDataActions } from './account-data-actions';
import { ChangePasswordForm } from './change-password-form';
import { LanguageSection } from '../../components/member-details/language-section';
import { MailPreferencesSection } from './mail-preferences-section';
import { SignInEmailSection } from './sign-in-email-section';

/** /couplesprofile/settings: the member's own account. */
export default function SettingsPage() {
  const t = useT();
  return (
    <AccountPage title={t('settings.title')} intro={t('settings.intro')}>
      <AccountSection title={t('settings.section.email')}>
        <SignInEmailSection />
      </AccountSection>
      <AccountSection title={t('settings.section.password')}>
        <ChangePasswordForm />
      </AccountSection>
      <AccountSection title={t('settings.section.language')}>
        <LanguageSection />
      </AccountSection>
      <AccountSection title={t('settings.section.mail')}>
        <MailPreferencesSection />
      </AccountSection>
      <AccountSection title={t('settings.section.data')}>
        <AccountDataActions />
      </AccountSection>
    </AccountPage>
  );
}
