import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/api-error';
import { useResetPassword } from '../../api/generated/auth/auth';
import { Button, buttonClasses } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthMeter } from '../../components/ui/password-strength-meter';
import { useToast } from '../../components/ui/toast';
import { bindField } from '../../lib/forms/bind-field';
import { useServerForm } from '../../lib/forms/use-server-form';
import { paths } from '../../lib/paths';
import { NEW_PASSWORD_MESSAGES, newPasswordSchema, NewPasswordValues } from './password-forms';
import { StatusPanel } from './status-panel';
import { useT } from '../../i18n/use-t';
import { useServerText } from './server-texts';

/** /reset-password with the link's token: sets the new password. */
export function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const t = useT();
  const serverText = useServerText();
  const { toast } = useToast();
  const form = useServerForm(newPasswordSchema, { defaultValues: { password: '', confirm_password: '' }, messages: NEW_PASSWORD_MESSAGES });
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const reset = useResetPassword();

  const onSubmit = ({ password }: NewPasswordValues) =>
    reset.mutate(
      { data: { email, token, password } },
      {
        onSuccess: (response) => setDoneMessage(serverText(response.message)),
        onError: (error) =>
          error instanceof ApiError
            ? toast({ title: t('auth.reset.failed'), description: errorMessage(error, t('auth.login.somethingWrong')), variant: 'destructive' })
            : toast({ title: t('auth.reset.error'), description: t('auth.reset.unexpected'), variant: 'destructive' }),
      },
    );

  if (doneMessage !== null)
    return (
      <StatusPanel
        tone="success"
        title={t('auth.reset.updated')}
        actions={
          <Link to={paths.login} className={buttonClasses('primary')}>
            {t('auth.reset.logIn')}
          </Link>
        }
      >
        {doneMessage}
      </StatusPanel>
    );

  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{t('auth.reset.title')}</h1>
      <p className="mt-2 text-sm text-stone-600">{t('auth.reset.intro', { email })}</p>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="mt-6 space-y-5">
        <PasswordField label={t('auth.reset.newPassword')} autoComplete="new-password" required {...bindField(form, 'password')}>
          <PasswordStrengthMeter password={form.watch('password')} />
        </PasswordField>
        <PasswordField label={t('auth.reset.confirmPassword')} autoComplete="new-password" required {...bindField(form, 'confirm_password')} />
        <Button type="submit" className="w-full" busy={reset.isPending}>
          {reset.isPending ? t('auth.reset.resetting') : t('auth.reset.submit')}
        </Button>
      </form>
    </>
  );
}
