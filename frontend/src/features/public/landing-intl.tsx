import { ReactNode, use, useContext } from 'react';
import { IntlContext, IntlProvider } from 'react-intl';
import { loadCatalogue, messagesOf } from '../../i18n/catalogues';
import { LOCALES, type Language } from '../../i18n/languages';
import { useLandingLocale } from './landing-words';

/** Each language's catalogue, asked for once. */
const catalogues = new Map<Language, Promise<void>>();
function catalogueLoaded(language: Language): Promise<void> {
  let loading = catalogues.get(language);
  if (!loading) {
    loading = loadCatalogue(language);
    catalogues.set(language, loading);
  }
  return loading;
}

/**
 * The i18n runtime around the landing's sections that share the app's translated components (the
 * contact form): the standalone landing has no language provider, so they would read English. It
 * speaks the page's language, whose catalogue a French page downloads with these sections (below
 * the hero, after the first paint); inside the app, the app's own provider is already there.
 */
export function LandingIntl({ children }: { children: ReactNode }) {
  const appIntl = useContext(IntlContext);
  const locale = useLandingLocale();
  if (appIntl) return children;
  const language: Language = locale === LOCALES.fr ? 'fr' : 'en';
  use(catalogueLoaded(language));
  return (
    <IntlProvider locale={locale} defaultLocale={LOCALES.en} messages={messagesOf(language)}>
      {children}
    </IntlProvider>
  );
}
