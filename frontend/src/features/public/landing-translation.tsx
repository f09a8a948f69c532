import { ComponentType, ReactNode } from 'react';
import type { Language } from '../../i18n/languages';
import { LandingLanguageProvider, type LandingLanguage } from './landing-words';

/**
 * The standalone landing in a language other than English: its own words, and a provider of
 * the words of what it shares with the app (the cookie banner and dialog, the shared
 * components), which comes with the translation so that the first script carries none of them.
 */
export interface LandingTranslation {
  landing: LandingLanguage;
  SharedWords: ComponentType<{ children: ReactNode }>;
}

/**
 * Each language but English, downloaded before the landing hydrates (landing-main.tsx) when the
 * server sent the page in it (`<html lang>`, picked from the browser's Accept-Language), and
 * used by the build to prerender that page (prerender.tsx).
 */
export const LANDING_TRANSLATIONS: Partial<Record<Language, () => Promise<LandingTranslation>>> = {
  fr: () => import('./landing-fr').then((module) => module.FRENCH_LANDING),
};

/** The landing's words in a translation's language; without one, every part keeps its English. */
export function LandingTranslationProvider({ translation, children }: { translation?: LandingTranslation; children: ReactNode }) {
  if (!translation) return children;
  const { landing, SharedWords } = translation;
  return (
    <LandingLanguageProvider language={landing}>
      <SharedWords>{children}</SharedWords>
    </LandingLanguageProvider>
  );
}
