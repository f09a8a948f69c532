import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAdminAccess } from '../../api/generated/admin/admin';
import type { AdminAccessDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { ListLoading } from '../../components/ui/list-states';
import { TwoFactorEnrolment } from '../../features/admin-account/two-factor-enrolment';
import { useLogout } from '../../lib/auth/use-logout';
import { AdminLayout } from './admin-layout';
import { ACCOUNT_SECTION } from './admin-sections';
import { useRichT, useT } from '../../i18n/use-t';

/** How long the admin's role, as read, is trusted before the console asks again. */
export const ADMIN_ACCESS_STALE_MS = 60_000;

/**
 * The admin frame with what the admin's role allows. Where two-factor sign-in is required
 * and not set up, the only page is its setup (the server refuses everything else); where it
 * is optional, a banner asks for it.
 */
export function AdminConsole({ current, children }: { current: string; children: (access: AdminAccessDto) => ReactNode }) {
  const t = useT();
  const rich = useRichT();
  const access = useAdminAccess({ query: { staleTime: ADMIN_ACCESS_STALE_MS } });
  const { logout, isPending: signingOut } = useLogout();
  if (!access.data) return <ListLoading label={t('admin.access.verifying')} />;
  const { two_factor_enrolled: enrolled, two_factor_required: required, permissions } = access.data;
  if (required && !enrolled) {
    return (
      <CenteredCard title={t('admin.twoFactor.requiredTitle')} subtitle={t('admin.twoFactor.requiredText')}>
        <TwoFactorEnrolment />
      </CenteredCard>
    );
  }
  const banner =
    !enrolled && current !== ACCOUNT_SECTION.id ? (
      <p role="status" className="mb-6 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {rich('admin.twoFactor.banner', {
          link: (text) => (
            <Link to={{ pathname: '/admin-dashboard', hash: ACCOUNT_SECTION.id }} className="font-semibold underline">
              {text}
            </Link>
          ),
        })}
      </p>
    ) : undefined;
  return (
    <AdminLayout
      current={current}
      permissions={permissions}
      banner={banner}
      actions={
        <Button variant="ghost" onClick={logout} busy={signingOut}>
          {t('admin.signOut')}
        </Button>
      }
    >
      {children(access.data)}
    </AdminLayout>
  );
}
