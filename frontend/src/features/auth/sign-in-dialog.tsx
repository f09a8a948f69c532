import { Link } from 'react-router-dom';
import { Dialog } from '../../components/ui/dialog';
import { paths } from '../../lib/paths';
import { SocialSignInButtons } from './social-sign-in-buttons';

/** The sign-in dialog, titled with the product name, offering the social providers. */
export function SignInDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Tablemates">
      <SocialSignInButtons labelPrefix="Continue with " />
      <p className="mt-5 text-center text-xs text-stone-500">
        By continuing, you agree to our{' '}
        <Link to={paths.terms} className="underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy} className="underline">
          Privacy Policy
        </Link>
      </p>
    </Dialog>
  );
}
