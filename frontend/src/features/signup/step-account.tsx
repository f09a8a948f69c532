import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useRichT, useT } from '../../i18n/use-t';
import { Checkbox } from '../../components/ui/checkbox';
import { TextField } from '../../components/ui/field';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthMeter } from '../../components/ui/password-strength-meter';
import { paths } from '../../lib/paths';
import { MESSAGES } from './signup-form';
import type { StepProps } from './step-props';

/** Step 4, 'Account Information': the sign-in email, the password and the terms. */
export function StepAccount({ form, errors, update }: Omit<StepProps, 'toggle'>) {
  const t = useT();
  const rich = useRichT();
  const link = (to: string) => (text: ReactNode[]) => (
    <Link to={to} className="font-medium text-brand-700 underline">
      {text}
    </Link>
  );
  const confirmed = form.confirm_password !== '' && form.confirm_password === form.password;
  return (
    <div className="space-y-5">
      <TextField
        label={t('signup.field.email')}
        name="email"
        type="email"
        value={form.email}
        readOnly
        hint={t('signup.account.emailHint')}
        onValueChange={() => undefined}
      />
      <PasswordField
        label={t('signup.account.password')}
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
        label={t('signup.account.confirmPassword')}
        name="confirm_password"
        autoComplete="new-password"
        required
        value={form.confirm_password}
        onValueChange={(confirm_password) => update({ confirm_password })}
        error={form.confirm_password && !confirmed ? MESSAGES.passwordsDiffer : errors.confirm_password}
      >
        {confirmed && <p className="mt-1.5 text-sm text-emerald-700">{t('signup.account.passwordsMatch')}</p>}
      </PasswordField>
      <Checkbox
        name="accepted_terms"
        required
        checked={form.accepted_terms}
        onCheckedChange={(accepted_terms) => update({ accepted_terms })}
        error={errors.accepted_terms}
      >
        {rich('signup.account.agree', { terms: link(paths.terms), privacy: link(paths.privacy) })}
      </Checkbox>
    </div>
  );
}
