import { ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useAuth } from '../lib/auth/auth-context';
import { ENGLISH, loadCatalogue, type Catalogue } from './catalogues';
import { browserLanguage, LOCALES, memberLanguage, type Language } from './languages';

/**
 * The app in the member's language (the server's, from the current user), a visitor's in the
 * browser's. Until another language's catalogue has arrived the app shows English, which is
 * also what a prerendered page was built in, so hydration matches before the switch.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const wanted = memberLanguage(user) ?? browserLanguage();
  const [shown, setShown] = useState<{ language: Language; messages: Catalogue }>({ language: 'en', messages: ENGLISH });

  useEffect(() => {
    if (shown.language === wanted) return;
    let current = true;
    // A failed download keeps the language shown: English is whole, and the next change retries.
    loadCatalogue(wanted).then(
      (messages) => current && setShown({ language: wanted, messages }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, shown.language]);

  // Screen readers, hyphenation and the browser's translate offer follow the page's language.
  useEffect(() => {
    document.documentElement.setAttribute('lang', shown.language);
  }, [shown.language]);

  return (
    <IntlProvider locale={LOCALES[shown.language]} defaultLocale={LOCALES.en} messages={shown.messages}>
      {children}
    </IntlProvider>
  );
}
