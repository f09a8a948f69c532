import type { z } from 'zod';
import { errorMessage } from '../../api/api-error';
import { useChangeOwnPassword } from '../../api/generated/account/account';
import { changeOwnPasswordBody } from '../../api/generated/zod/account/account';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthMeter } from '../../components/ui/password-strength-meter';
import { useToast } from '../../components/ui/toast';
import { bindField } from '../../lib/forms/bind-field';
import { FormChecks } from '../../lib/forms/form-checks';
import { filled, withPasswordPolicy } from '../../lib/forms/schema-helpers';
import { showServerFieldErrors } from '../../lib/forms/server-field-errors';
import { useServerForm } from '../../lib/forms/use-server-form';
import { useT, type Translate } from '../../i18n/use-t';

const body = changeOwnPasswordBody.shape;

/** The password change body, the current password required and the new one under the policy. */
const passwordChangeSchema = changeOwnPasswordBody.extend({
  current_password: filled(body.current_password),
  new_password: withPasswordPolicy(body.new_password),
});
type PasswordChange = z.output<typeof passwordChangeSchema>;
const EMPTY: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };

/** The same words as the server, so a refused form reads the same before and after sending. */
const passwordChangeMessages = (t: Translate) => ({ current_password: t('settings.password.currentRequired'), new_password: t('common.passwordPolicy') });
const passwordChangeChecks =
  (t: Translate): FormChecks<PasswordChange> =>
  (values) => ({
    new_password: values.new_password === values.current_password && t('settings.password.sameAsCurrent'),
    confirm_password: values.confirm_password !== values.new_password && t('settings.password.mismatch'),
  });

/** Settings: change the password; the server signs every other device out. Passwords are never kept anywhere but in this form. */
export function ChangePasswordForm() {
  const t = useT();
  const form = useServerForm(passwordChangeSchema, { defaultValues: EMPTY, messages: passwordChangeMessages(t), checks: passwordChangeChecks(t) });
  const change = useChangeOwnPassword();
  const { toast } = useToast();

  const submit = (data: PasswordChange) =>
    change.mutate(
      { data },
      {
        onSuccess: (response) => {
          form.reset(EMPTY);
          toast({ title: t('settings.password.changed'), description: response.message, variant: 'success' });
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast({ title: t('settings.password.notChanged'), description: errorMessage(error, t('settings.password.somethingWrong')), variant: 'destructive' });
        },
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <PasswordField label={t('settings.password.current')} autoComplete="current-password" required maxLength={200} {...bindField(form, 'current_password')} />
      <PasswordField label={t('settings.password.new')} autoComplete="new-password" required maxLength={200} {...bindField(form, 'new_password')}>
        <PasswordStrengthMeter password={form.watch('new_password')} />
      </PasswordField>
      <PasswordField label={t('settings.password.confirm')} autoComplete="new-password" required maxLength={200} {...bindField(form, 'confirm_password')} />
      <p className="text-sm text-stone-600">{t('settings.password.signsOut')}</p>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t('settings.password.changing') : t('settings.password.change')}
      </Button>
    </form>
  );
}
