import type { CurrentUserDto } from '../api/generated/model';

/** The languages the client speaks; English is the source language and the fallback. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale dates, times and money are formatted in: Irish English (24-hour clock, day before month) and French. */
export const LOCALES = { en: 'en-IE', fr: 'fr-FR' } as const satisfies Record<Language, string>;
export type AppLocale = (typeof LOCALES)[Language];

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

/**
 * The first of the browser's preferred languages that the client speaks (French for any fr-*),
 * else English: a visitor's, before anyone signs in (English when prerendering). The server
 * picks the landing's page from Accept-Language by the same rule.
 */
export function browserLanguage(preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Language {
  return preferred.map((tag) => tag.split('-')[0].toLowerCase()).find(isLanguage) ?? 'en';
}

/** The member's effective language (their choice, else their city's), or null for a visitor. */
export function memberLanguage(user: CurrentUserDto | null): Language | null {
  return user && isLanguage(user.language) ? user.language : null;
}

/** The member's own choice: a language, or null for "my city's language". */
export function memberLanguageChoice(user: CurrentUserDto | null): Language | null {
  return user && isLanguage(user.language_choice) ? user.language_choice : null;
}

/** The current user as the server answers once the language is saved, so that the app switches without asking again. */
export const withLanguage = (user: CurrentUserDto, language: Language, choice: Language | null): CurrentUserDto => ({
  ...user,
  language,
  language_choice: choice,
});
