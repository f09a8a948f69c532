import { useNavigate } from 'react-router-dom';
import { checkEmail as checkEmailCall } from '../../api/generated/auth/auth';
import { useToast } from '../../components/ui/toast';
import { useT } from '../../i18n/use-t';
import { isEmail, sameEmail } from '../../lib/email';
import { paths } from '../../lib/paths';
import type { SignupForm } from './signup-form';
import type { EmailChecks } from './signup-schema';
import { EmailFieldName, useEmailAvailability } from './use-email-availability';

const isEmailRegistered = (email: string) => checkEmailCall({ email }).then((response) => response.exists);

/**
 * The availability checks of the two wizard emails, with their toasts: on blur (announced),
 * and before leaving step 1 (silent unless already known).
 */
export function useSignupEmailChecks(values: SignupForm, current: () => SignupForm) {
  const t = useT();
  const navigate = useNavigate();
  const { toast, dismiss } = useToast();
  const emails = useEmailAvailability(isEmailRegistered);

  const check = async (field: EmailFieldName, announce: boolean) => {
    const form = current();
    const value = form[field].trim();
    if (!value.includes('@')) return false;
    if (field === 'partner_email' && sameEmail(value, form.email)) return false;
    const known = emails.statusOf(field, value);
    if (announce && !known) toast({ title: t('signup.toast.checkingEmail') });
    const exists = await emails.check(field, value);
    if (typeof exists !== 'boolean') {
      // A failed check is only logged; the field stays clean. Sign-up itself refuses a registered email.
      if (announce) dismiss();
      if (exists === 'rate-limited') toast({ title: t('signup.toast.checksLimited') });
      return false;
    }
    if (!announce || known) return exists;
    if (!exists) toast({ title: t('signup.toast.emailAvailable'), variant: 'success' });
    else if (field === 'email')
      toast({
        title: t('signup.toast.emailRegistered'),
        variant: 'destructive',
        action: { label: t('signup.toast.goToLogin'), onClick: () => navigate(paths.login) },
      });
    else toast({ title: t('forms.error.partnerEmailRegistered'), variant: 'destructive' });
    return exists;
  };

  const onEmailBlur = (field: EmailFieldName) => {
    const value = current()[field].trim();
    if (!value) return;
    if (!isEmail(value)) {
      toast({ title: t('signup.toast.invalidEmail'), description: t('forms.error.emailInvalid'), variant: 'destructive' });
      return;
    }
    void check(field, true);
  };

  /** Leaving step 1 needs a finished availability check of both emails. */
  const checkBoth = async (): Promise<EmailChecks> => {
    const form = current();
    const [email, partner_email] = await Promise.all([
      isEmail(form.email) && check('email', false),
      isEmail(form.partner_email) && check('partner_email', false),
    ]);
    return { email, partner_email };
  };

  const registered: EmailChecks = {
    email: emails.statusOf('email', values.email) === 'exists',
    partner_email: emails.statusOf('partner_email', values.partner_email) === 'exists',
  };
  const checking = emails.statusOf('email', values.email) === 'checking' || emails.statusOf('partner_email', values.partner_email) === 'checking';
  return { registered, checking, onEmailBlur, checkBoth };
}
