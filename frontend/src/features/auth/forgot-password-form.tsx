import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/api-error';
import { useForgotPassword } from '../../api/generated/auth/auth';
import { Button, buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { bindField } from '../../lib/forms/bind-field';
import { useServerForm } from '../../lib/forms/use-server-form';
import { paths } from '../../lib/paths';
import { FORGOT_PASSWORD_MESSAGES, forgotPasswordSchema, ForgotPasswordValues } from './password-forms';
import { StatusPanel } from './status-panel';
import { useT } from '../../i18n/use-t';
import { useServerText } from './server-texts';

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/** /reset-password without a token: asks for a reset link. */
export function ForgotPasswordForm() {
  const t = useT();
  const serverText = useServerText();
  const { toast } = useToast();
  const form = useServerForm(forgotPasswordSchema, { defaultValues: { email: '' }, messages: FORGOT_PASSWORD_MESSAGES });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const forgot = useForgotPassword();

  const onSubmit = (data: ForgotPasswordValues) =>
    forgot.mutate(
      { data },
      {
        onSuccess: (response) => setOutcome({ kind: 'sent', message: serverText(response.message) }),
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            toast({ title: t('auth.forgot.connectionError'), description: t('auth.login.somethingWrong'), variant: 'destructive' });
            return;
          }
          const message = errorMessage(error, t('auth.login.somethingWrong'));
          setOutcome({ kind: 'failed', message });
          toast({ title: t('auth.forgot.requestFailed'), description: message, variant: 'destructive' });
        },
      },
    );

  // The same answer for every address (DECISIONS item 17), so the way to sign up sits beside it for whoever has no account.
  if (outcome?.kind === 'sent')
    return (
      <StatusPanel
        tone="info"
        title={t('auth.forgot.checkEmail')}
        actions={
          <Link to={paths.join} className={buttonClasses('secondary')}>
            {t('auth.forgot.createAccount')}
          </Link>
        }
      >
        <p>{outcome.message}</p>
        <p className="mt-2">{t('auth.forgot.noEmail')}</p>
      </StatusPanel>
    );

  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{t('auth.forgot.title')}</h1>
      <p className="mt-2 text-sm text-stone-600">{t('auth.forgot.intro')}</p>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="mt-6 space-y-5">
        <TextField label={t('auth.forgot.email')} type="email" autoComplete="email" required maxLength={FIELD_LIMITS.email} {...bindField(form, 'email')} />
        {outcome?.kind === 'failed' && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {outcome.message}
          </p>
        )}
        <Button type="submit" className="w-full" busy={forgot.isPending}>
          {forgot.isPending ? t('auth.forgot.sending') : t('auth.forgot.send')}
        </Button>
      </form>
    </>
  );
}
