import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/api-error';
import { getGetMeQueryOptions, useAutoLogin, useResendVerification, useVerifyEmail } from '../../api/generated/auth/auth';
import { Button, buttonClasses } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../lib/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { userOf } from '../../lib/auth/auth-user';
import { StatusPanel } from './status-panel';
import { useDocumentTitle } from '../../lib/document-title';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { bindValue } from '../../lib/forms/bind-field';
import { filled, trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';

const AUTO_LOGIN_DELAY_MS = 500;
const DASHBOARD_REDIRECT_MS = 1000;
const LOGIN_REDIRECT_MS = 1500;
const VERIFICATION_SENT = 'Verification email sent';
const EMAIL_REQUIRED = { title: 'Email Required', description: 'Please enter your email address.' };

/**
 * POST /api/auth/resend-verification's email, which this page requires. Only its absence is
 * checked here: the address itself is the server's to judge, its refusal shown as it words it.
 */
const resendSchema = z.object({ email: trimmed(filled(z.string())) });

/** /verify-email: verifies the token of the link, or explains where the link is and resends it. */
export default function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email') ?? '';
  return <CenteredCard>{token ? <VerifyToken token={token} email={email} /> : <CheckInbox initialEmail={email} />}</CenteredCard>;
}

/** Verifying, then verified; after 500 ms an auto-login with the same token, then the dashboard. */
function VerifyToken({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { setUser } = useAuth();
  const verification = useVerifyEmail({ token });
  const autoLogin = useAutoLogin();
  const started = useRef(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  useEffect(() => {
    if (!verification.isSuccess || started.current) return;
    started.current = true;
    const later = (ms: number, action: () => void) => timers.current.push(window.setTimeout(action, ms));
    later(AUTO_LOGIN_DELAY_MS, () =>
      autoLogin.mutate(
        { data: { token } },
        {
          onSuccess: (response) => {
            setUser(userOf(response));
            later(DASHBOARD_REDIRECT_MS, () => navigate(paths.dashboard, { replace: true }));
          },
          onError: async () => {
            // Someone already signed in (e.g. in this browser) needs no auto-login.
            const current = await queryClient.fetchQuery(getGetMeQueryOptions()).catch(() => null);
            if (current) {
              navigate(paths.dashboard, { replace: true });
              return;
            }
            toast({ title: 'Auto-login Failed', description: 'Please log in manually to continue.', variant: 'destructive' });
            later(LOGIN_REDIRECT_MS, () => navigate(paths.login, { replace: true }));
          },
        },
      ),
    );
  }, [verification.isSuccess, autoLogin, token, setUser, navigate, queryClient, toast]);

  useEffect(() => {
    if (verification.error) toast({ ...failureOf(verification.error), variant: 'destructive' });
  }, [verification.error, toast]);

  const failure = verification.error ? failureOf(verification.error) : null;
  if (failure)
    return (
      <StatusPanel
        tone="error"
        title={failure.title}
        actions={
          <>
            {/* The link's email travels on, so the resend form is ready to send. */}
            <Link to={email ? `${paths.verifyEmail}?${new URLSearchParams({ email })}` : paths.verifyEmail} className={buttonClasses('primary')}>
              Resend verification email
            </Link>
            <Link to={paths.login} className={buttonClasses('secondary')}>
              Log in
            </Link>
          </>
        }
      >
        {failure.description}
      </StatusPanel>
    );
  if (verification.isSuccess)
    return (
      <StatusPanel tone="success" title="Email verified!">
        Your email has been verified. Signing you in...
      </StatusPanel>
    );
  return <StatusPanel tone="busy" title="Verifying your email..." />;
}

function failureOf(error: unknown) {
  if (error instanceof ApiError)
    return { title: 'Verification Failed', description: errorMessage(error, 'Failed to verify your email. The link may have expired.') };
  return { title: 'Verification Error', description: 'An error occurred while verifying your email. Please try again later.' };
}

/** Without a token: check your inbox, resend, or log in. */
function CheckInbox({ initialEmail }: { initialEmail: string }) {
  const { toast } = useToast();
  const form = useServerForm(resendSchema, { defaultValues: { email: initialEmail }, messages: {} });
  const resend = useResendVerification();

  const onResend = ({ email }: z.output<typeof resendSchema>) =>
    resend.mutate(
      { data: { email } },
      {
        onSuccess: (response) =>
          toast({ title: VERIFICATION_SENT, description: response.message === VERIFICATION_SENT ? undefined : response.message, variant: 'success' }),
        onError: (error) =>
          error instanceof ApiError
            ? toast({ title: 'Failed to Resend', description: errorMessage(error, 'Failed to resend verification email'), variant: 'destructive' })
            : toast({ title: 'Error', description: 'Failed to resend verification email', variant: 'destructive' }),
      },
    );

  return (
    <StatusPanel tone="info" title="Check your inbox">
      <p>
        We've sent a verification link to {initialEmail ? <strong className="text-ink">{initialEmail}</strong> : 'your email address'}. Open it to verify your
        account.
      </p>
      <div className="mt-6 space-y-3 text-left">
        {!initialEmail && <TextField label="Email" type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} {...bindValue(form, 'email')} />}
        <Button className="w-full" busy={resend.isPending} onClick={form.handleSubmit(onResend, () => toast({ ...EMAIL_REQUIRED, variant: 'destructive' }))}>
          {resend.isPending ? 'Sending...' : 'Resend verification email'}
        </Button>
        <p className="text-center">
          Already verified?{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 underline">
            Log in
          </Link>
        </p>
      </div>
    </StatusPanel>
  );
}
