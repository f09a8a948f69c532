import { Link } from 'react-router-dom';
import { Checkbox } from '../../components/ui/checkbox';
import { TextField } from '../../components/ui/field';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthMeter } from '../../components/ui/password-strength-meter';
import { paths } from '../../lib/paths';
import { MESSAGES } from './signup-form';
import type { StepProps } from './step-props';

/** Step 4, 'Account Information': the sign-in email, the password and the terms. */
export function StepAccount({ form, errors, update }: Omit<StepProps, 'toggle'>) {
  const confirmed = form.confirm_password !== '' && form.confirm_password === form.password;
  return (
    <div className="space-y-5">
      <TextField label="Email" name="email" type="email" value={form.email} readOnly hint="You'll sign in with this email." onValueChange={() => undefined} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        value={form.password}
        onValueChange={(password) => update({ password })}
        error={errors.password}
      >
        <PasswordStrengthMeter password={form.password} />
      </PasswordField>
      <PasswordField
        label="Confirm Password"
        name="confirm_password"
        autoComplete="new-password"
        required
        value={form.confirm_password}
        onValueChange={(confirm_password) => update({ confirm_password })}
        error={form.confirm_password && !confirmed ? MESSAGES.passwordsDiffer : errors.confirm_password}
      >
        {confirmed && <p className="mt-1.5 text-sm text-emerald-700">{MESSAGES.passwordsMatch}</p>}
      </PasswordField>
      <Checkbox
        name="accepted_terms"
        required
        checked={form.accepted_terms}
        onCheckedChange={(accepted_terms) => update({ accepted_terms })}
        error={errors.accepted_terms}
      >
        I agree to the{' '}
        <Link to={paths.terms} className="font-medium text-brand-700 underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy} className="font-medium text-brand-700 underline">
          Privacy Policy
        </Link>
      </Checkbox>
    </div>
  );
}
