import { ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { ADMIN_CHECK_FAILED } from '../guards';
import { paths } from '../../lib/paths';
import { useT } from '../../i18n/use-t';

/** How long a non-admin reads 'Access Denied' before going home. */
const REDIRECT_DELAY_MS = 3000;

/**
 * The admin dashboard checks admin status itself (admin-side spec, section 2): a notice while
 * it verifies, and for anyone who is not an admin 'Access Denied', then the home page.
 */
export function AdminAccessGate({ children }: { children: ReactNode }) {
  const t = useT();
  const { user, isLoading, lookupFailed } = useAuth();
  const navigate = useNavigate();
  const denied = !isLoading && !lookupFailed && !user?.is_admin;
  useEffect(() => {
    if (!denied) return;
    const timer = setTimeout(() => navigate(paths.waitlist, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [denied, navigate]);

  if (isLoading) return <Spinner label={t('admin.access.verifying')} showLabel />;
  if (lookupFailed) {
    return (
      <CenteredCard title={t(ADMIN_CHECK_FAILED.title)} subtitle={t(ADMIN_CHECK_FAILED.description)}>
        <Button className="w-full" onClick={() => window.location.reload()}>
          {t('admin.access.tryAgain')}
        </Button>
      </CenteredCard>
    );
  }
  if (denied) {
    return (
      <CenteredCard title={t('admin.access.deniedTitle')} subtitle={t('admin.access.deniedText')}>
        <Button className="w-full" onClick={() => navigate(paths.waitlist, { replace: true })}>
          {t('admin.access.returnHome')}
        </Button>
      </CenteredCard>
    );
  }
  return <>{children}</>;
}
