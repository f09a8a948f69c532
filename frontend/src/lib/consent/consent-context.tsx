import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useRecordCookieConsent } from '../../api/generated/consent/consent';
import { useToast } from '../../components/ui/toast';
import { useConsentWords } from './consent-words';
import { ConsentFlags, ConsentRecord, consentId, COOKIE_POLICY_VERSION, readConsent, writeConsent } from './consent-record';

/** Which consent surface is showing. */
export type ConsentView = 'none' | 'banner' | 'preferences';

interface ConsentContextValue {
  consent: ConsentRecord | null;
  view: ConsentView;
  /** Saves a choice locally and on the server, and closes every consent surface. */
  choose(flags: ConsentFlags): void;
  show(view: ConsentView): void;
}

export const BANNER_DELAY_MS = 1000;
export const COOKIE_TOAST_MS = 5000;

const ConsentContext = createContext<ConsentContextValue | null>(null);

/** The marketing tag code, fetched with the first marketing consent: most visitors never need it. */
let marketingTags: Promise<typeof import('./marketing-scripts')> | undefined;

export function ConsentProvider({ children }: { children: ReactNode }) {
  // No storage where the build prerenders pages (build/prerender.ts): undecided there, as the banner only shows after a delay.
  const [consent, setConsent] = useState<ConsentRecord | null>(() => (typeof window === 'undefined' ? null : readConsent()));
  const [view, setView] = useState<ConsentView>('none');
  const record = useRecordCookieConsent();
  const { toast } = useToast();
  const words = useConsentWords();

  useEffect(() => {
    if (consent) return;
    const timer = setTimeout(() => setView((current) => (current === 'none' ? 'banner' : current)), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [consent]);

  useEffect(() => {
    if (consent?.marketing) {
      marketingTags ??= import('./marketing-scripts');
      void marketingTags.then((tags) => tags.enableMarketing());
    } else void marketingTags?.then((tags) => tags.disableMarketing());
  }, [consent?.marketing]);

  const { mutate } = record;
  const choose = useCallback(
    (flags: ConsentFlags) => {
      setConsent(writeConsent(flags));
      setView('none');
      // The server copy is the proof of consent; the choice stands locally even if the call fails.
      mutate({ data: { ...flags, anonymousId: consentId(), policyVersion: COOKIE_POLICY_VERSION } });
      toast({ title: words['consent.saved.title'], description: words['consent.saved.text'], duration: COOKIE_TOAST_MS });
    },
    [mutate, toast, words],
  );

  const value = useMemo(() => ({ consent, view, choose, show: setView }), [consent, view, choose]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  const context = useContext(ConsentContext);
  if (!context) throw new Error('useConsent must be used within a ConsentProvider');
  return context;
}
