import type { ReactNode } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../api/api-error';
import {
  getGetAccountSettingsQueryKey,
  useCancelEmailChange,
  useGetAccountSettings,
  useRequestEmailChange,
  useResendEmailChange,
} from '../../api/generated/account/account';
import type { PendingEmailChangeDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PasswordField } from '../../components/ui/password-field';
import { useToast } from '../../components/ui/toast';
import { requestEmailChangeBody } from '../../api/generated/zod/account/account';
import { sameEmail } from '../../lib/email';
import { bindField } from '../../lib/forms/bind-field';
import { filled, trimmed } from '../../lib/forms/schema-helpers';
import { showServerFieldErrors } from '../../lib/forms/server-field-errors';
import { useServerForm } from '../../lib/forms/use-server-form';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { invalidating } from '../../lib/query-client';
import { useRichT, useT, type Translate } from '../../i18n/use-t';

const strong = (text: ReactNode[]) => <strong className="break-all">{text}</strong>;

/** The email change body, the new email trimmed and the current password required on screen. */
const emailChangeSchema = requestEmailChangeBody.extend({
  new_email: trimmed(requestEmailChangeBody.shape.new_email),
  current_password: filled(requestEmailChangeBody.shape.current_password),
});
type EmailChange = z.output<typeof emailChangeSchema>;
const EMPTY: EmailChange = { new_email: '', current_password: '' };

/** The server's words, so a refused form reads the same before and after sending. */
const emailChangeMessages = (t: Translate) => ({ new_email: t('settings.email.invalid'), current_password: t('settings.password.currentRequired') });

/** Settings: the sign-in email, and moving the account to a new one through a link sent there. */
export function SignInEmailSection() {
  const t = useT();
  const rich = useRichT();
  const settings = useGetAccountSettings();
  if (settings.isLoading) return <p className="text-stone-600">{t('settings.loading')}</p>;
  if (!settings.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(settings.error, t('settings.email.loadFailed'))}
      </p>
    );
  const { email, pending_email_change: pending } = settings.data;
  return (
    <div className="space-y-4">
      <p className="text-stone-700">{rich('settings.email.signInWith', { email, strong })}</p>
      {pending ? <PendingChange pending={pending} email={email} /> : <EmailChangeForm currentEmail={email} />}
    </div>
  );
}

/** Each change of the sign-in email shows in the account settings (the pending change). */
const settingsChange = () => invalidating([getGetAccountSettingsQueryKey()]);

function PendingChange({ pending, email }: { pending: PendingEmailChangeDto; email: string }) {
  const t = useT();
  const rich = useRichT();
  const resend = useResendEmailChange(settingsChange());
  const cancel = useCancelEmailChange(settingsChange());
  const { toast } = useToast();
  const busy = resend.isPending || cancel.isPending;
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, t('settings.password.somethingWrong')), variant: 'destructive' });

  return (
    <div className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100" role="status">
      <p className="text-stone-800">{rich('settings.email.pending', { newEmail: pending.new_email, email, strong })}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => {
                toast({
                  title: t('settings.email.sentAgain'),
                  description: t('settings.email.useNewest', { newEmail: pending.new_email }),
                  variant: 'success',
                });
              },
              onError: failed(t('settings.email.notSent')),
            })
          }
        >
          {resend.isPending ? t('settings.email.sending') : t('settings.email.sendAgain')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                toast({ title: t('settings.email.cancelled'), description: t('settings.email.keepSigningIn', { email }) });
              },
              onError: failed(t('settings.email.notCancelled')),
            })
          }
        >
          {cancel.isPending ? t('settings.email.cancelling') : t('settings.email.cancel')}
        </Button>
      </div>
    </div>
  );
}

function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const t = useT();
  const form = useServerForm(emailChangeSchema, {
    defaultValues: EMPTY,
    messages: emailChangeMessages(t),
    checks: (values) => ({ new_email: sameEmail(values.new_email, currentEmail) && t('settings.email.alreadyYours') }),
  });
  const request = useRequestEmailChange(settingsChange());
  const { toast } = useToast();

  const submit = (data: EmailChange) =>
    request.mutate(
      { data },
      {
        onSuccess: (pending) => {
          form.reset(EMPTY);
          toast({ title: t('settings.email.checkInbox'), description: t('settings.email.linkSent', { newEmail: pending.new_email }), variant: 'success' });
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast({ title: t('settings.email.notChanged'), description: errorMessage(error, t('settings.password.somethingWrong')), variant: 'destructive' });
        },
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <TextField label={t('settings.email.new')} type="email" autoComplete="email" required maxLength={FIELD_LIMITS.email} {...bindField(form, 'new_email')} />
      <PasswordField
        label={t('settings.email.currentPassword')}
        autoComplete="current-password"
        required
        maxLength={200}
        {...bindField(form, 'current_password')}
      />
      <p className="text-sm text-stone-600">{t('settings.email.howItWorks')}</p>
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? t('settings.email.sendingLink') : t('settings.email.change')}
      </Button>
    </form>
  );
}
