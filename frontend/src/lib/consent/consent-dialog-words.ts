import { createContext, useContext } from 'react';
import english from '../../i18n/messages/en/consent-dialog.json';

/** The cookie preferences dialog's texts, as `consent-words.ts` gives the banner's. */
export type ConsentDialogWords = typeof english;

export const ENGLISH_CONSENT_DIALOG_WORDS: ConsentDialogWords = english;

export const ConsentDialogWordsContext = createContext<ConsentDialogWords>(ENGLISH_CONSENT_DIALOG_WORDS);

export const useConsentDialogWords = () => useContext(ConsentDialogWordsContext);
