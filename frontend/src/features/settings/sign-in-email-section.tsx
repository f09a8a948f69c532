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

/** The email change body, the new email trimmed and the current password required on screen. */
const emailChangeSchema = requestEmailChangeBody.extend({
  new_email: trimmed(requestEmailChangeBody.shape.new_email),
  current_password: filled(requestEmailChangeBody.shape.current_password),
});
type EmailChange = z.output<typeof emailChangeSchema>;
const EMPTY: EmailChange = { new_email: '', current_password: '' };

/** The server's words, so a refused form reads the same before and after sending. */
const EMAIL_CHANGE_MESSAGES = { new_email: 'Please enter a valid email address.', current_password: 'Please enter your current password.' };

/** Settings: the sign-in email, and moving the account to a new one through a link sent there. */
export function SignInEmailSection() {
  const settings = useGetAccountSettings();
  if (settings.isLoading) return <p className="text-stone-600">Loading...</p>;
  if (!settings.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(settings.error, 'Your sign-in email could not be loaded. Please reload the page.')}
      </p>
    );
  const { email, pending_email_change: pending } = settings.data;
  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        You sign in with <strong className="break-all">{email}</strong>.
      </p>
      {pending ? <PendingChange pending={pending} email={email} /> : <EmailChangeForm currentEmail={email} />}
    </div>
  );
}

/** Each change of the sign-in email shows in the account settings (the pending change). */
const settingsChange = () => invalidating([getGetAccountSettingsQueryKey()]);

function PendingChange({ pending, email }: { pending: PendingEmailChangeDto; email: string }) {
  const resend = useResendEmailChange(settingsChange());
  const cancel = useCancelEmailChange(settingsChange());
  const { toast } = useToast();
  const busy = resend.isPending || cancel.isPending;
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });

  return (
    <div className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100" role="status">
      <p className="text-stone-800">
        We sent a link to <strong className="break-all">{pending.new_email}</strong>. Until you open it you still sign in with{' '}
        <strong className="break-all">{email}</strong>.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => {
                toast({ title: 'Link sent again', description: `Use the newest email we sent to ${pending.new_email}.`, variant: 'success' });
              },
              onError: failed('Link not sent'),
            })
          }
        >
          {resend.isPending ? 'Sending...' : 'Send the link again'}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                toast({ title: 'Email change cancelled', description: `You keep signing in with ${email}.` });
              },
              onError: failed('Not cancelled'),
            })
          }
        >
          {cancel.isPending ? 'Cancelling...' : 'Cancel the change'}
        </Button>
      </div>
    </div>
  );
}

function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const form = useServerForm(emailChangeSchema, {
    defaultValues: EMPTY,
    messages: EMAIL_CHANGE_MESSAGES,
    checks: (values) => ({ new_email: sameEmail(values.new_email, currentEmail) && 'This is already your sign-in email.' }),
  });
  const request = useRequestEmailChange(settingsChange());
  const { toast } = useToast();

  const submit = (data: EmailChange) =>
    request.mutate(
      { data },
      {
        onSuccess: (pending) => {
          form.reset(EMPTY);
          toast({ title: 'Check your new inbox', description: `We sent a confirmation link to ${pending.new_email}.`, variant: 'success' });
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast({ title: 'Email not changed', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
        },
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <TextField label="New email" type="email" autoComplete="email" required maxLength={FIELD_LIMITS.email} {...bindField(form, 'new_email')} />
      <PasswordField label="Current password" autoComplete="current-password" required maxLength={200} {...bindField(form, 'current_password')} />
      <p className="text-sm text-stone-600">We send a link to the new address. Your email changes when you open it; until then you sign in as before.</p>
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Sending link...' : 'Change email'}
      </Button>
    </form>
  );
}
