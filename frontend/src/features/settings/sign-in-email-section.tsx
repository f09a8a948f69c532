import { FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error';
import { getGetAccountSettingsQueryKey, useCancelEmailChange, useGetAccountSettings, useRequestEmailChange, useResendEmailChange } from '../../api/generated/account/account';
import type { PendingEmailChangeDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PasswordField } from '../../components/ui/password-field';
import { useToast } from '../../components/ui/toast';
import { isEmail, sameEmail } from '../../lib/email';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { invalidating } from '../../lib/query-client';

type EmailFields = 'new_email' | 'current_password';
type EmailErrors = Partial<Record<EmailFields, string>>;
const EMPTY = { new_email: '', current_password: '' };

/** The server's words, so a refused form reads the same before and after sending. */
export function validateEmailChange(values: Record<EmailFields, string>, currentEmail: string): EmailErrors {
  const errors: EmailErrors = {};
  if (!isEmail(values.new_email)) errors.new_email = 'Please enter a valid email address.';
  else if (sameEmail(values.new_email, currentEmail)) errors.new_email = 'This is already your sign-in email.';
  if (!values.current_password) errors.current_password = 'Please enter your current password.';
  return errors;
}

/** Settings: the sign-in email, and moving the account to a new one through a link sent there. */
export function SignInEmailSection() {
  const settings = useGetAccountSettings();
  if (settings.isLoading) return <p className="text-stone-600">Loading...</p>;
  if (!settings.data) return <p role="alert" className="text-sm text-red-800">{errorMessage(settings.error, 'Your sign-in email could not be loaded. Please reload the page.')}</p>;
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
  const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });

  return (
    <div className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100" role="status">
      <p className="text-stone-800">
        We sent a link to <strong className="break-all">{pending.new_email}</strong>. Until you open it you still sign in with <strong className="break-all">{email}</strong>.
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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<EmailErrors>({});
  const request = useRequestEmailChange(settingsChange());
  const { toast } = useToast();
  const set = (field: EmailFields) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmailChange(values, currentEmail);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    request.mutate(
      { data: { new_email: values.new_email.trim(), current_password: values.current_password } },
      {
        onSuccess: (pending) => {
          setValues(EMPTY);
          toast({ title: 'Check your new inbox', description: `We sent a confirmation link to ${pending.new_email}.`, variant: 'success' });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.body?.fields : undefined;
          if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0]])));
          toast({ title: 'Email not changed', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label="New email" name="new_email" type="email" autoComplete="email" required maxLength={FIELD_LIMITS.email} value={values.new_email} onValueChange={set('new_email')} error={errors.new_email} />
      <PasswordField label="Current password" name="current_password" autoComplete="current-password" required maxLength={200} value={values.current_password} onValueChange={set('current_password')} error={errors.current_password} />
      <p className="text-sm text-stone-600">We send a link to the new address. Your email changes when you open it; until then you sign in as before.</p>
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Sending link...' : 'Change email'}
      </Button>
    </form>
  );
}
