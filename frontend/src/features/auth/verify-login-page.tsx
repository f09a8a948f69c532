import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/api-error';
import { useVerifyMagicLink } from '../../api/generated/auth/auth';
import { buttonClasses } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { paths } from '../../lib/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { StatusPanel } from './status-panel';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../i18n/use-t';
import { useServerText } from './server-texts';

const REDIRECT_MS = 2000;

/** Only paths of this app: a link must not be able to send the user elsewhere. */
const safeRedirect = (target: string | undefined) => (target && target.startsWith('/') && !target.startsWith('//') ? target : paths.dashboard);

/** /verify-login: signs in with a magic link (token and email), then goes on after 2 s. */
export default function VerifyLoginPage() {
  const t = useT();
  const serverText = useServerText();
  useDocumentTitle(t('auth.magic.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const complete = Boolean(token && email);
  const navigate = useNavigate();
  const { setUser } = useAuth();
  const result = useVerifyMagicLink({ token, email }, { query: { enabled: complete } });

  useEffect(() => {
    if (!result.data) return;
    setUser(result.data.user);
    const timer = window.setTimeout(() => navigate(safeRedirect(result.data.redirectTo), { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [result.data, setUser, navigate]);

  const error = !complete
    ? t('auth.magic.incomplete')
    : result.error
      ? result.error instanceof ApiError
        ? errorMessage(result.error, t('auth.magic.invalid'))
        : t('auth.magic.error')
      : null;

  return (
    <CenteredCard>
      {error ? (
        <StatusPanel
          tone="error"
          title={t('auth.magic.failed')}
          actions={
            <>
              <Link to={paths.login} className={buttonClasses('primary')}>
                {t('auth.magic.tryAgain')}
              </Link>
              <Link to={paths.waitlist} className={buttonClasses('secondary')}>
                {t('auth.magic.home')}
              </Link>
            </>
          }
        >
          {error}
        </StatusPanel>
      ) : result.data ? (
        <StatusPanel tone="success" title={t('auth.magic.signedIn')}>
          <p>{serverText(result.data.message)}</p>
          <p className="mt-1">{t('auth.magic.redirecting')}</p>
        </StatusPanel>
      ) : (
        <StatusPanel tone="busy" title={t('auth.magic.signingIn')} />
      )}
    </CenteredCard>
  );
}
