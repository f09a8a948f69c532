import { FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error';
import { useChangeOwnPassword } from '../../api/generated/account/account';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthMeter } from '../../components/ui/password-strength-meter';
import { useToast } from '../../components/ui/toast';
import { meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from '../../lib/password-strength';

type PasswordFields = 'current_password' | 'new_password' | 'confirm_password';
type PasswordErrors = Partial<Record<PasswordFields, string>>;
const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** The same words as the server, so a refused form reads the same before and after sending. */
export function validatePasswordChange(values: Record<PasswordFields, string>): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.current_password) errors.current_password = 'Please enter your current password.';
  if (!meetsPasswordPolicy(values.new_password)) errors.new_password = PASSWORD_POLICY_MESSAGE;
  else if (values.new_password === values.current_password) errors.new_password = 'Choose a password different from your current one.';
  if (values.confirm_password !== values.new_password) errors.confirm_password = 'Passwords do not match';
  return errors;
}

/** Settings: change the password; the server signs every other device out. Passwords are never kept anywhere but in this form. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const change = useChangeOwnPassword();
  const { toast } = useToast();
  const set = (field: PasswordFields) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { data: values },
      {
        onSuccess: (response) => {
          setValues(EMPTY);
          toast({ title: 'Password changed', description: response.message, variant: 'success' });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.body?.fields : undefined;
          if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0]])));
          toast({ title: 'Password not changed', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PasswordField label="Current password" name="current_password" autoComplete="current-password" required maxLength={200} value={values.current_password} onValueChange={set('current_password')} error={errors.current_password} />
      <PasswordField label="New password" name="new_password" autoComplete="new-password" required maxLength={200} value={values.new_password} onValueChange={set('new_password')} error={errors.new_password}>
        <PasswordStrengthMeter password={values.new_password} />
      </PasswordField>
      <PasswordField label="Confirm new password" name="confirm_password" autoComplete="new-password" required maxLength={200} value={values.confirm_password} onValueChange={set('confirm_password')} error={errors.confirm_password} />
      <p className="text-sm text-stone-600">Changing your password signs you out on every other device.</p>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
