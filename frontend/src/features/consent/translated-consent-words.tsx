import { ReactNode, useMemo } from 'react';
import type { MessageId } from '../../i18n/catalogues';
import { Translate, useT } from '../../i18n/use-t';
import { ConsentDialogWordsContext, ENGLISH_CONSENT_DIALOG_WORDS } from './consent-dialog-words';
import { ConsentWordsContext, ENGLISH_CONSENT_WORDS } from './consent-words';

/** Each message of the English words in the page's language. */
const translated = <Words extends object>(english: Words, t: Translate) =>
  Object.fromEntries(Object.keys(english).map((id) => [id, t(id as MessageId)])) as Words;

/** Inside the app's language provider: the cookie banner and dialog in the page's language. */
export function TranslatedConsentWords({ children }: { children: ReactNode }) {
  const t = useT();
  const banner = useMemo(() => translated(ENGLISH_CONSENT_WORDS, t), [t]);
  const dialog = useMemo(() => translated(ENGLISH_CONSENT_DIALOG_WORDS, t), [t]);
  return (
    <ConsentWordsContext.Provider value={banner}>
      <ConsentDialogWordsContext.Provider value={dialog}>{children}</ConsentDialogWordsContext.Provider>
    </ConsentWordsContext.Provider>
  );
}
