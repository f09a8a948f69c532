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
import { PASSWORD_POLICY_MESSAGE } from '../../lib/password-strength';

const body = changeOwnPasswordBody.shape;

/** The password change body, the current password required and the new one under the policy. */
const passwordChangeSchema = changeOwnPasswordBody.extend({
  current_password: filled(body.current_password),
  new_password: withPasswordPolicy(body.new_password),
});
type PasswordChange = z.output<typeof passwordChangeSchema>;
const EMPTY: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };

/** The same words as the server, so a refused form reads the same before and after sending. */
const PASSWORD_CHANGE_MESSAGES = { current_password: 'Please enter your current password.', new_password: PASSWORD_POLICY_MESSAGE };
const passwordChangeChecks: FormChecks<PasswordChange> = (values) => ({
  new_password: values.new_password === values.current_password && 'Choose a password different from your current one.',
  confirm_password: values.confirm_password !== values.new_password && 'Passwords do not match',
});

/** Settings: change the password; the server signs every other device out. Passwords are never kept anywhere but in this form. */
export function ChangePasswordForm() {
  const form = useServerForm(passwordChangeSchema, { defaultValues: EMPTY, messages: PASSWORD_CHANGE_MESSAGES, checks: passwordChangeChecks });
  const change = useChangeOwnPassword();
  const { toast } = useToast();

  const submit = (data: PasswordChange) =>
    change.mutate(
      { data },
      {
        onSuccess: (response) => {
          form.reset(EMPTY);
          toast({ title: 'Password changed', description: response.message, variant: 'success' });
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast({ title: 'Password not changed', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
        },
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <PasswordField label="Current password" autoComplete="current-password" required maxLength={200} {...bindField(form, 'current_password')} />
      <PasswordField label="New password" autoComplete="new-password" required maxLength={200} {...bindField(form, 'new_password')}>
        <PasswordStrengthMeter password={form.watch('new_password')} />
      </PasswordField>
      <PasswordField label="Confirm new password" autoComplete="new-password" required maxLength={200} {...bindField(form, 'confirm_password')} />
      <p className="text-sm text-stone-600">Changing your password signs you out on every other device.</p>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
