import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/api-error';
import { getGetAccountSettingsQueryKey } from '../../api/generated/account/account';
import { getGetMeQueryKey, useConfirmEmailChange } from '../../api/generated/auth/auth';
import { buttonClasses } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { useAuth } from '../../lib/auth/auth-context';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { invalidating } from '../../lib/query-client';
import { StatusPanel } from './status-panel';
import { useT } from '../../i18n/use-t';

/** /confirm-email-change: the link mailed to a new sign-in address; opening it makes the change. */
export default function ConfirmEmailChangePage() {
  const t = useT();
  useDocumentTitle(t('auth.emailChange.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A session of this account stays signed in: it then shows the new address.
  const confirmation = useConfirmEmailChange(invalidating([getGetMeQueryKey(), getGetAccountSettingsQueryKey()]));
  const { user } = useAuth();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmation.mutate({ data: { token } });
  }, [token, confirmation]);

  const next = user ? (
    <Link to={paths.profileSettings} className={buttonClasses('primary')}>
      {t('auth.emailChange.backToSettings')}
    </Link>
  ) : (
    <Link to={paths.login} className={buttonClasses('primary')}>
      {t('auth.emailChange.logIn')}
    </Link>
  );
  const error = !token
    ? t('auth.emailChange.incomplete')
    : confirmation.error
      ? confirmation.error instanceof ApiError
        ? errorMessage(confirmation.error, t('auth.emailChange.didNotWork'))
        : t('auth.emailChange.error')
      : null;

  return (
    <CenteredCard>
      {error ? (
        <StatusPanel tone="error" title={t('auth.emailChange.notChanged')} actions={next}>
          {error}
        </StatusPanel>
      ) : confirmation.data ? (
        <StatusPanel tone="success" title={t('auth.emailChange.confirmed')} actions={next}>
          <p>{t('auth.emailChange.isNow', { email: confirmation.data.email })}</p>
        </StatusPanel>
      ) : (
        <StatusPanel tone="busy" title={t('auth.emailChange.confirming')} />
      )}
    </CenteredCard>
  );
}
