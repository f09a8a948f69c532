import { createContext, useContext } from 'react';
import english from '../../i18n/messages/en/ui.json';

/** The shared components' own few words (a dialog's Close, a list's Retry): the catalogue's `ui.*` messages. */
export type UiWords = typeof english;

export const ENGLISH_UI_WORDS: UiWords = english;

/** English unless the app provides its language's: the landing, which shares these components, runs without the i18n runtime. */
export const UiWordsContext = createContext<UiWords>(ENGLISH_UI_WORDS);

export const useUiWords = () => useContext(UiWordsContext);
