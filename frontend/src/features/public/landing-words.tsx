import { createContext, ReactNode, useContext } from 'react';
import english from '../../i18n/messages/en/landing.json';
import type englishSections from '../../i18n/messages/en/landing-sections.json';
import type { AppLocale } from '../../i18n/languages';

/** The words of the landing's header and hero: the catalogue's `landing.*` messages (i18n/messages/<language>/landing.json). */
export type LandingWords = typeof english;
/** The words of the sections below the hero, downloaded with them (`landing-section-words.ts`). */
export type LandingSectionWords = typeof englishSections;

/**
 * The landing in one language: its locale (dates through Intl), its words, and those of the
 * sections below the hero where another language than English brings them. The landing runs
 * without the i18n runtime (its 90 KB budget), so its messages are plain texts with `{simple}`
 * placeholders only (scripts/check-catalogues.mjs holds them to it), filled by `fill`.
 */
export interface LandingLanguage {
  locale: AppLocale;
  words: LandingWords;
  sections?: LandingSectionWords;
}

// LOCALES.en, written out (and checked by its type) so that the first script does without the languages module.
export const ENGLISH_LANDING: LandingLanguage = { locale: 'en-IE', words: english };

export const LandingLanguageContext = createContext<LandingLanguage>(ENGLISH_LANDING);

export function LandingLanguageProvider({ language, children }: { language: LandingLanguage; children: ReactNode }) {
  return <LandingLanguageContext.Provider value={language}>{children}</LandingLanguageContext.Provider>;
}

export const useLandingWords = () => useContext(LandingLanguageContext).words;
export const useLandingLocale = () => useContext(LandingLanguageContext).locale;

/** A landing message with its placeholders filled: `fill(words['landing.hero.since'], { month })`. */
export const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
