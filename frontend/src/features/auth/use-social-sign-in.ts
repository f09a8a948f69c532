import { useState } from 'react';
import { useToast } from '../../components/ui/toast';

export type SocialProvider = 'Google' | 'Facebook';

export const SOCIAL_SIGN_IN_UNAVAILABLE = 'Social login temporarily unavailable';

/**
 * Social sign-in stays disabled (DECISIONS.md, 9): choosing a provider is busy for a moment,
 * then fails with 'Social login temporarily unavailable'. Nothing is faked.
 */
export function useSocialSignIn() {
  const { toast } = useToast();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [issue, setIssue] = useState<string | null>(null);

  const signIn = async (provider: SocialProvider) => {
    setBusy(provider);
    setIssue(null);
    try {
      await Promise.reject(new Error(SOCIAL_SIGN_IN_UNAVAILABLE));
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : `Could not sign in with ${provider}. Please try again.`;
      setIssue(message);
      toast({ title: `${provider} Sign-in Failed`, description: message, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return { busy, issue, signIn };
}
