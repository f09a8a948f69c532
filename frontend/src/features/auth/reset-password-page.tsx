import { Link, useSearchParams } from 'react-router-dom';
import { CenteredCard } from '../../components/ui/centered-card';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordForm } from './new-password-form';
import { useT } from '../../i18n/use-t';
import { SITE_INFO } from '../../lib/site-info';

/** /reset-password: request a link (no token), or set a new password (token and email). */
export default function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.reset.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  return (
    <CenteredCard
      footer={
        <div className="flex justify-center gap-6">
          <Link to={paths.login} className="font-semibold text-brand-700 underline">
            {t('auth.reset.backToLogin')}
          </Link>
          <Link to={paths.join} className="font-semibold text-brand-700 underline">
            {t('auth.reset.join', { appName: SITE_INFO.name })}
          </Link>
        </div>
      }
    >
      {token && email ? <NewPasswordForm token={token} email={email} /> : <ForgotPasswordForm />}
    </CenteredCard>
  );
}
