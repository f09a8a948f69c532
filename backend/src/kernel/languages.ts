/**
 * The languages members may read Tablemates in (issue 49, point 4): one list for the API's
 * validation, the catalogues and their check. Adding one: docs/adding-a-language.md.
 */
export const LANGUAGES = ['en', 'fr'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Each language's name in English, for the API's one refusal of any other value. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'French' };

const names = LANGUAGES.map((language) => LANGUAGE_NAMES[language]);
/** 'Choose English or French.': the 400 of a language field given any other value. */
export const CHOOSE_A_LANGUAGE = `Choose ${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}.`;

/** What a member reads when neither they nor their city say otherwise. */
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The Intl locale of each language's dates and money. English keeps the launch city's Irish
 * conventions (the English mails were written with them); French reads as in France.
 */
const LOCALES: Record<Language, string> = { en: 'en-IE', fr: 'fr-FR' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function localeOf(language: Language): string {
  return LOCALES[language];
}

/** A BCP 47 tag ('fr', 'fr-CA', 'EN') as the language we write it in; one we do not write falls back to English. */
export function supportedLanguage(tag: string | null | undefined): Language {
  const primary = tag?.split('-')[0].toLowerCase();
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
