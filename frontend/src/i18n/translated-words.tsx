import { ReactNode, useMemo } from 'react';
import { ENGLISH_UI_WORDS, UiWordsContext } from '../components/ui/ui-words';
import { ConsentDialogWordsContext, ENGLISH_CONSENT_DIALOG_WORDS } from '../lib/consent/consent-dialog-words';
import { ConsentWordsContext, ENGLISH_CONSENT_WORDS } from '../lib/consent/consent-words';
import type { MessageId } from './catalogues';
import { Translate, useT } from './use-t';

/** Each message of the English words in the page's language. */
const translated = <Words extends object>(english: Words, t: Translate) =>
  Object.fromEntries(Object.keys(english).map((id) => [id, t(id as MessageId)])) as Words;

/**
 * Inside the app's language provider: the words of what the landing shares with the app (the
 * cookie banner and dialog, the shared components), which read them from contexts rather than
 * through `useT`, in the page's language.
 */
export function TranslatedWords({ children }: { children: ReactNode }) {
  const t = useT();
  const banner = useMemo(() => translated(ENGLISH_CONSENT_WORDS, t), [t]);
  const dialog = useMemo(() => translated(ENGLISH_CONSENT_DIALOG_WORDS, t), [t]);
  const ui = useMemo(() => translated(ENGLISH_UI_WORDS, t), [t]);
  return (
    <ConsentWordsContext.Provider value={banner}>
      <ConsentDialogWordsContext.Provider value={dialog}>
        <UiWordsContext.Provider value={ui}>{children}</UiWordsContext.Provider>
      </ConsentDialogWordsContext.Provider>
    </ConsentWordsContext.Provider>
  );
}
