import { getGetMeQueryKey } from '../api/generated/auth/auth';
import { ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { useAuth } from '../lib/auth/auth-context';
import { catalogueVersion, loadCatalogue, messagesOf, onCatalogueChange } from './catalogues';
import { browserLanguage, LOCALES, memberLanguage, type Language } from './languages';
import { useMarkWordedStale } from '../lib/query-client';

/**
 * The app in the member's language (the server's, from the current user), a visitor's in the
 * browser's. Until another language's catalogue has arrived the app shows `initial`: English,
 * or the language a prerendered page was built in (main.tsx downloads its catalogue first), so
 * that hydration matches before any switch. An area of messages downloaded later (a page's)
 * renders again with its words.
 */
export function LanguageProvider({ initial = 'en', children }: { initial?: Language; children: ReactNode }) {
  const { user } = useAuth();
  const wanted = memberLanguage(user) ?? browserLanguage();
  const [shown, setShown] = useState<Language>(initial);
  useSyncExternalStore(onCatalogueChange, catalogueVersion, catalogueVersion);

  useEffect(() => {
    if (shown === wanted) return;
    let current = true;
    // A failed download keeps the language shown: English is whole, and the next change retries.
    loadCatalogue(wanted).then(
      () => current && setShown(wanted),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, shown]);

  // Screen readers, hyphenation and the browser's translate offer follow the page's language; so
  // does every API call (Accept-Language), so what the server words for the reader (a job's
  // description, a refusal) is asked again once the language has changed; the current user, which
  // says the language, is already the answer of the change.
  const markWordedStale = useMarkWordedStale();
  const previous = useRef(shown);
  useEffect(() => {
    document.documentElement.setAttribute('lang', shown);
    if (previous.current === shown) return;
    previous.current = shown;
    markWordedStale(getGetMeQueryKey());
  }, [shown, markWordedStale]);

  return (
    <IntlProvider locale={LOCALES[shown]} defaultLocale={LOCALES.en} messages={messagesOf(shown)}>
      {children}
    </IntlProvider>
  );
}
