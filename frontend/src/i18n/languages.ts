import type { CurrentUserDto } from '../api/generated/model';

/** The languages the client speaks; English is the source language and the fallback. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale dates, times and money are formatted in: Irish English (24-hour clock, day before month) and French. */
export const LOCALES = { en: 'en-IE', fr: 'fr-FR' } as const satisfies Record<Language, string>;
export type AppLocale = (typeof LOCALES)[Language];

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

/** The browser's first preferred language: French for any fr*, English otherwise (for visitors, before anyone signs in; English when prerendering). */
export function browserLanguage(preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Language {
  return preferred[0]?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/*
 * GET /api/auth/me is gaining `language` (effective: the member's choice, else the city's
 * default) and `languageChoice` (null: the city's). The generated client does not have them yet,
 * so these read them when present; swap them for the typed fields once `npm run api` brings them.
 */

/** The member's effective language, or null when the server does not say (yet). */
export function memberLanguage(user: CurrentUserDto | null): Language | null {
  if (!user || !('language' in user)) return null;
  return isLanguage(user.language) ? user.language : null;
}

/** The member's own choice: a language, null for "my city's language", undefined when the server does not say (yet). */
export function memberLanguageChoice(user: CurrentUserDto | null): Language | null | undefined {
  if (!user || !('languageChoice' in user)) return undefined;
  return isLanguage(user.languageChoice) ? user.languageChoice : null;
}

/** The current user as the server answers once the language is saved, so that the app switches without asking again. */
export const withLanguage = (user: CurrentUserDto, language: Language, languageChoice: Language | null): CurrentUserDto =>
  Object.assign({}, user, { language, languageChoice });
