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
import type { Translate } from '../../i18n/use-t';
import { useRichT, useT } from '../../i18n/use-t';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { bindValue } from '../../lib/forms/bind-field';
import { filled, trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';

const AUTO_LOGIN_DELAY_MS = 500;
const DASHBOARD_REDIRECT_MS = 1000;
const LOGIN_REDIRECT_MS = 1500;
/** The server's answer when it sent the mail: the toast's title says it already. */
const VERIFICATION_SENT = 'Verification email sent';

/**
 * POST /api/auth/resend-verification's email, which this page requires. Only its absence is
 * checked here: the address itself is the server's to judge, its refusal shown as it words it.
 */
const resendSchema = z.object({ email: trimmed(filled(z.string())) });

/** /verify-email: verifies the token of the link, or explains where the link is and resends it. */
export default function VerifyEmailPage() {
  const t = useT();
  useDocumentTitle(t('auth.verify.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email') ?? '';
  return <CenteredCard>{token ? <VerifyToken token={token} email={email} /> : <CheckInbox initialEmail={email} />}</CenteredCard>;
}

/** Verifying, then verified; after 500 ms an auto-login with the same token, then the dashboard. */
function VerifyToken({ token, email }: { token: string; email: string }) {
  const t = useT();
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
            toast({ title: t('auth.verify.autoLoginFailed'), description: t('auth.verify.autoLoginFailedDetail'), variant: 'destructive' });
            later(LOGIN_REDIRECT_MS, () => navigate(paths.login, { replace: true }));
          },
        },
      ),
    );
  }, [verification.isSuccess, autoLogin, token, setUser, navigate, queryClient, toast, t]);

  useEffect(() => {
    if (verification.error) toast({ ...failureOf(verification.error, t), variant: 'destructive' });
  }, [verification.error, toast, t]);

  const failure = verification.error ? failureOf(verification.error, t) : null;
  if (failure)
    return (
      <StatusPanel
        tone="error"
        title={failure.title}
        actions={
          <>
            {/* The link's email travels on, so the resend form is ready to send. */}
            <Link to={email ? `${paths.verifyEmail}?${new URLSearchParams({ email })}` : paths.verifyEmail} className={buttonClasses('primary')}>
              {t('auth.verify.resendLink')}
            </Link>
            <Link to={paths.login} className={buttonClasses('secondary')}>
              {t('auth.verify.logIn')}
            </Link>
          </>
        }
      >
        {failure.description}
      </StatusPanel>
    );
  if (verification.isSuccess)
    return (
      <StatusPanel tone="success" title={t('auth.verify.verified')}>
        {t('auth.verify.signingIn')}
      </StatusPanel>
    );
  return <StatusPanel tone="busy" title={t('auth.verify.verifying')} />;
}

function failureOf(error: unknown, t: Translate) {
  if (error instanceof ApiError) return { title: t('auth.verify.failed'), description: errorMessage(error, t('auth.verify.failedFallback')) };
  return { title: t('auth.verify.error'), description: t('auth.verify.errorDetail') };
}

/** Without a token: check your inbox, resend, or log in. */
function CheckInbox({ initialEmail }: { initialEmail: string }) {
  const t = useT();
  const rich = useRichT();
  const { toast } = useToast();
  const form = useServerForm(resendSchema, { defaultValues: { email: initialEmail }, messages: {} });
  const resend = useResendVerification();

  const onResend = ({ email }: z.output<typeof resendSchema>) =>
    resend.mutate(
      { data: { email } },
      {
        onSuccess: (response) =>
          toast({ title: t('auth.verify.sent'), description: response.message === VERIFICATION_SENT ? undefined : response.message, variant: 'success' }),
        onError: (error) =>
          error instanceof ApiError
            ? toast({ title: t('auth.verify.resendFailed'), description: errorMessage(error, t('auth.verify.resendFailedDetail')), variant: 'destructive' })
            : toast({ title: t('auth.verify.resendError'), description: t('auth.verify.resendFailedDetail'), variant: 'destructive' }),
      },
    );

  return (
    <StatusPanel tone="info" title={t('auth.verify.checkInbox')}>
      <p>
        {initialEmail
          ? rich('auth.verify.sentTo', { email: initialEmail, strong: (text) => <strong className="text-ink">{text}</strong> })
          : t('auth.verify.sentToYou')}
      </p>
      <div className="mt-6 space-y-3 text-left">
        {!initialEmail && (
          <TextField label={t('auth.verify.email')} type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} {...bindValue(form, 'email')} />
        )}
        <Button
          className="w-full"
          busy={resend.isPending}
          onClick={form.handleSubmit(onResend, () =>
            toast({ title: t('auth.verify.emailRequired'), description: t('auth.verify.emailRequiredDetail'), variant: 'destructive' }),
          )}
        >
          {resend.isPending ? t('auth.verify.sending') : t('auth.verify.resendLink')}
        </Button>
        <p className="text-center">
          {rich('auth.verify.alreadyVerified', {
            login: (text) => (
              <Link to={paths.login} className="font-semibold text-brand-700 underline">
                {text}
              </Link>
            ),
          })}
        </p>
      </div>
    </StatusPanel>
  );
}
