import { Link } from 'react-router-dom';
import { Dialog } from '../../components/ui/dialog';
import { useRichT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { SITE_INFO } from '../../lib/site-info';
import { SocialSignInButtons } from './social-sign-in-buttons';

/** The sign-in dialog, titled with the product name, offering the social providers. */
export function SignInDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const rich = useRichT();
  return (
    <Dialog open={open} onClose={onClose} title={SITE_INFO.name}>
      <SocialSignInButtons continueWith />
      <p className="mt-5 text-center text-xs text-stone-500">
        {rich('auth.social.agree', {
          terms: (text) => (
            <Link to={paths.terms} className="underline">
              {text}
            </Link>
          ),
          privacy: (text) => (
            <Link to={paths.privacy} className="underline">
              {text}
            </Link>
          ),
        })}
      </p>
    </Dialog>
  );
}
