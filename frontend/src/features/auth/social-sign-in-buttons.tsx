import { Button } from '../../components/ui/button';
import { SocialProvider, useSocialSignIn } from './use-social-sign-in';
import { useT } from '../../i18n/use-t';

const PROVIDERS: SocialProvider[] = ['Google', 'Facebook'];

/** Google and Facebook buttons ('Continue with Google' with `continueWith`) plus the 'Sign-in Issue' notice their (always failing) attempts raise. */
export function SocialSignInButtons({ continueWith = false }: { continueWith?: boolean }) {
  const t = useT();
  const { busy, issue, signIn } = useSocialSignIn();
  return (
    <div>
      {issue && (
        <div role="alert" className="mb-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{t('auth.social.issue')}</p>
          <p>{issue}</p>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {PROVIDERS.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            className="w-full border-stone-300 text-ink"
            disabled={busy !== null}
            onClick={() => void signIn(provider)}
          >
            <ProviderMark provider={provider} />
            {continueWith ? t('auth.social.continueWith', { provider }) : provider}
          </Button>
        ))}
      </div>
    </div>
  );
}

function ProviderMark({ provider }: { provider: SocialProvider }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-5 w-5 items-center justify-center rounded-full text-xs font-bold text-white ${provider === 'Google' ? 'bg-[#4285F4]' : 'bg-[#1877F2]'}`}
    >
      {provider[0]}
    </span>
  );
}
