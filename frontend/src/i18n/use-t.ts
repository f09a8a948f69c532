import { ReactNode, useContext, useMemo } from 'react';
import { createIntl, IntlContext, type IntlShape, type PrimitiveType } from 'react-intl';
import { catalogueVersion, messagesOf, type MessageId } from './catalogues';
import { LOCALES, type AppLocale, type Language } from './languages';

export type Translate = (id: MessageId, values?: Record<string, PrimitiveType>) => string;

/** What a helper outside React needs to word a text: the messages and the locale of dates and money. */
export interface Wording {
  t: Translate;
  locale: AppLocale;
}

const translateWith =
  (intl: IntlShape): Translate =>
  (id, values) =>
    intl.formatMessage({ id }, values);

/**
 * English where no LanguageProvider is above (a component spec rendering one dialog on its own,
 * a helper called without a wording): it then reads as it always did rather than failing.
 */
let english = { version: -1, intl: createIntl({ locale: LOCALES.en, messages: {} }) };
function englishIntl(): IntlShape {
  // Made again once an area of messages has arrived, so that its English is there too.
  if (english.version !== catalogueVersion()) {
    english = { version: catalogueVersion(), intl: createIntl({ locale: LOCALES.en, defaultLocale: LOCALES.en, messages: messagesOf('en') }) };
  }
  return english.intl;
}
export const ENGLISH_WORDING: Wording = { t: (id, values) => translateWith(englishIntl())(id, values), locale: LOCALES.en };

const useIntlShape = (): IntlShape => useContext(IntlContext) ?? englishIntl();

/** `t('dashboard.nextDinner.title', { count })`: the active language's message, ICU MessageFormat. The same function until the language changes, so effects may depend on it. */
export function useT(): Translate {
  const intl = useIntlShape();
  return useMemo(() => translateWith(intl), [intl]);
}

/** A message's tags (`<terms>Terms</terms>`) become elements: each tag's name maps to a function of its text. */
export type RichTranslate = (id: MessageId, values: Record<string, PrimitiveType | ((chunks: ReactNode[]) => ReactNode)>) => ReactNode;

/** `rich('auth.social.agree', { terms: (text) => <Link to={...}>{text}</Link> })`: a message with links or emphasis inside it. */
export function useRichT(): RichTranslate {
  const intl = useIntlShape();
  return useMemo(() => (id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** 'en-IE' or 'fr-FR': the locale dates, times and money are shown in. */
export const useLocale = (): AppLocale => useIntlShape().locale as AppLocale;

/** The language the page is shown in: what a visitor's form tells the server to answer in. */
export const useLanguage = (): Language => (useLocale() === LOCALES.fr ? 'fr' : 'en');

/** Both, for the helpers in lib that word a text (fee terms, reveal times). */
export function useWording(): Wording {
  const intl = useIntlShape();
  return useMemo(() => ({ t: translateWith(intl), locale: intl.locale as AppLocale }), [intl]);
}
