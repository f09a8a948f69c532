import { Link } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context';
import { paths } from '../../lib/paths';
import { useT } from '../../i18n/use-t';

/** On a public page, a signed-in couple's way back to its dashboard; nothing for a visitor. */
export function DashboardLink({ className = '' }: { className?: string }) {
  const t = useT();
  const { user } = useAuth();
  if (!user || user.is_admin) return null;
  return (
    <Link to={paths.dashboard} className={`text-sm font-semibold text-brand-700 hover:underline ${className}`}>
      {t('common.myDashboard')}
    </Link>
  );
}
