import { use } from 'react';
import type { Language } from '../../i18n/languages';
import { useLanguage } from '../../i18n/use-t';
import { LANDING_TRANSLATIONS, LandingTranslationProvider, type LandingTranslation } from './landing-translation';
import { LandingPage } from './landing-page';

/** Each language's landing translation, downloaded once (English has none: the landing's own words). */
const translations = new Map<Language, Promise<LandingTranslation | undefined>>();
function translationIn(language: Language): Promise<LandingTranslation | undefined> {
  let translation = translations.get(language);
  if (!translation) {
    translation = LANDING_TRANSLATIONS[language]?.() ?? Promise.resolve(undefined);
    translations.set(language, translation);
  }
  return translation;
}

/**
 * The landing as the app shows it when it navigates to /: in the page's language, with the
 * translation the standalone landing uses (the page waits for it, as for its own chunk).
 */
export default function AppLandingPage() {
  const translation = use(translationIn(useLanguage()));
  return (
    <LandingTranslationProvider translation={translation}>
      <LandingPage />
    </LandingTranslationProvider>
  );
}
