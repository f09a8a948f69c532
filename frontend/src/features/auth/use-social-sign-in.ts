import { useState } from 'react';
import { useToast } from '../../components/ui/toast';
import { useT } from '../../i18n/use-t';

export type SocialProvider = 'Google' | 'Facebook';

/**
 * Social sign-in stays disabled (DECISIONS.md, 9): choosing a provider is busy for a moment,
 * then fails with 'Social login temporarily unavailable'. Nothing is faked.
 */
export function useSocialSignIn() {
  const t = useT();
  const { toast } = useToast();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [issue, setIssue] = useState<string | null>(null);

  const signIn = async (provider: SocialProvider) => {
    setBusy(provider);
    setIssue(null);
    try {
      await Promise.reject(new Error(t('auth.social.unavailable')));
    } catch (error) {
      const message = error instanceof Error ? error.message : t('auth.social.unavailable');
      setIssue(message);
      toast({ title: t('auth.social.failed', { provider }), description: message, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return { busy, issue, signIn };
}
