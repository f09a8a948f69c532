import { createContext, useContext } from 'react';
import english from '../../i18n/messages/en/consent.json';

/** The cookie banner's texts (and the choices the dialog repeats): the catalogue's `consent.*` messages, each a plain text. */
export type ConsentWords = typeof english;

export const ENGLISH_CONSENT_WORDS: ConsentWords = english;

/**
 * English unless the app provides its language's (`i18n/translated-words.tsx`): the landing page
 * shows the banner without the i18n runtime (its 90 KB budget), so the banner reads its words
 * from here, not through `useT`. The dialog's own words are in `consent-dialog-words.ts`, loaded
 * with the dialog.
 */
export const ConsentWordsContext = createContext<ConsentWords>(ENGLISH_CONSENT_WORDS);

export const useConsentWords = () => useContext(ConsentWordsContext);
