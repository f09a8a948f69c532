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

const MISSING_TOKEN = 'This link is incomplete. Open the button in the email again, or copy the whole link into your browser.';

/** /confirm-email-change: the link mailed to a new sign-in address; opening it makes the change. */
export default function ConfirmEmailChangePage() {
  useDocumentTitle('Confirm your new email');
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
      Back to Settings
    </Link>
  ) : (
    <Link to={paths.login} className={buttonClasses('primary')}>
      Log in
    </Link>
  );
  const error = !token
    ? MISSING_TOKEN
    : confirmation.error
      ? confirmation.error instanceof ApiError
        ? errorMessage(confirmation.error, 'This link did not work. You can start again from your settings.')
        : 'Something went wrong while confirming your email. Please try again.'
      : null;

  return (
    <CenteredCard>
      {error ? (
        <StatusPanel tone="error" title="Email not changed" actions={next}>
          {error}
        </StatusPanel>
      ) : confirmation.data ? (
        <StatusPanel tone="success" title="Your new email is confirmed" actions={next}>
          <p>{confirmation.data.message} Sign in with it from now on.</p>
        </StatusPanel>
      ) : (
        <StatusPanel tone="busy" title="Confirming your new email..." />
      )}
    </CenteredCard>
  );
}
