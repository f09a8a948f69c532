import { FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/api-error';
import { useForgotPassword, useResetPassword } from '../../api/generated/auth/auth';
import { Button, buttonClasses } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { TextField } from '../../components/ui/field';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthMeter } from '../../components/ui/password-strength-meter';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../lib/paths';
import { isEmail } from '../../lib/email';
import { meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from '../../lib/password-strength';
import { StatusPanel } from './status-panel';
import { useDocumentTitle } from '../../lib/document-title';
import { FIELD_LIMITS } from '../../lib/field-limits';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** /reset-password: request a link (no token), or set a new password (token and email). */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  return (
    <CenteredCard
      footer={
        <div className="flex justify-center gap-6">
          <Link to={paths.login} className="font-semibold text-brand-700 underline">
            Back to login
          </Link>
          <Link to={paths.join} className="font-semibold text-brand-700 underline">
            Join Tablemates
          </Link>
        </div>
      }
    >
      {token && email ? <NewPasswordForm token={token} email={email} /> : <ForgotPasswordForm />}
    </CenteredCard>
  );
}

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

function ForgotPasswordForm() {
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [inputError, setInputError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const forgot = useForgotPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setInputError('Please enter a valid email address.');
      return;
    }
    setInputError(undefined);
    forgot.mutate(
      { data: { email: email.trim() } },
      {
        onSuccess: (response) => setOutcome({ kind: 'sent', message: response.message }),
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            toast({ title: 'Connection error', description: SOMETHING_WENT_WRONG, variant: 'destructive' });
            return;
          }
          const message = errorMessage(error, SOMETHING_WENT_WRONG);
          setOutcome({ kind: 'failed', message });
          toast({ title: 'Request failed', description: message, variant: 'destructive' });
        },
      },
    );
  };

  // The same answer for every address (DECISIONS item 17), so the way to sign up sits beside it for whoever has no account.
  if (outcome?.kind === 'sent')
    return (
      <StatusPanel
        tone="info"
        title="Check your email"
        actions={
          <Link to={paths.join} className={buttonClasses('secondary')}>
            Create New Account
          </Link>
        }
      >
        <p>{outcome.message}</p>
        <p className="mt-2">No email? Check the address, or create an account if you never signed up.</p>
      </StatusPanel>
    );

  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">Forgot Password</h1>
      <p className="mt-2 text-sm text-stone-600">Enter your email and we'll send you a link to reset your password.</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={FIELD_LIMITS.email} value={email} onValueChange={setEmail} error={inputError} />
        {outcome?.kind === 'failed' && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {outcome.message}
          </p>
        )}
        <Button type="submit" className="w-full" busy={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </>
  );
}

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const { toast } = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const reset = useResetPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: meetsPasswordPolicy(password) ? undefined : PASSWORD_POLICY_MESSAGE,
      confirm: password === confirm ? undefined : 'Passwords do not match',
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    reset.mutate(
      { data: { email, token, password } },
      {
        onSuccess: (response) => setDoneMessage(response.message),
        onError: (error) =>
          error instanceof ApiError
            ? toast({ title: 'Reset failed', description: errorMessage(error, SOMETHING_WENT_WRONG), variant: 'destructive' })
            : toast({ title: 'Reset error', description: 'An unexpected error occurred', variant: 'destructive' }),
      },
    );
  };

  if (doneMessage !== null)
    return (
      <StatusPanel
        tone="success"
        title="Password updated"
        actions={
          <Link to={paths.login} className={buttonClasses('primary')}>
            Log in
          </Link>
        }
      >
        {doneMessage}
      </StatusPanel>
    );

  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">Reset Your Password</h1>
      <p className="mt-2 text-sm text-stone-600">Choose a new password for {email}.</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <PasswordField label="New Password" name="password" autoComplete="new-password" required value={password} onValueChange={setPassword} error={errors.password}>
          <PasswordStrengthMeter password={password} />
        </PasswordField>
        <PasswordField label="Confirm New Password" name="confirm_password" autoComplete="new-password" required value={confirm} onValueChange={setConfirm} error={errors.confirm} />
        <Button type="submit" className="w-full" busy={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </>
  );
}
