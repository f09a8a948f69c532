import { ReactNode } from 'react';
import consent from '../../i18n/messages/fr/consent.json';
import consentDialog from '../../i18n/messages/fr/consent-dialog.json';
import words from '../../i18n/messages/fr/landing.json';
import sections from '../../i18n/messages/fr/landing-sections.json';
import ui from '../../i18n/messages/fr/ui.json';
import { UiWordsContext } from '../../components/ui/ui-words';
import { ConsentDialogWordsContext } from '../../lib/consent/consent-dialog-words';
import { ConsentWordsContext } from '../../lib/consent/consent-words';
import type { LandingTranslation } from './landing-translation';

/** The cookie banner's and dialog's words, and the shared components', in French. */
function FrenchSharedWords({ children }: { children: ReactNode }) {
  return (
    <ConsentWordsContext.Provider value={consent}>
      <ConsentDialogWordsContext.Provider value={consentDialog}>
        <UiWordsContext.Provider value={ui}>{children}</UiWordsContext.Provider>
      </ConsentDialogWordsContext.Provider>
    </ConsentWordsContext.Provider>
  );
}

/** The landing in French, in one chunk of its own that only a French page downloads. */
// LOCALES.fr, written out as the English landing's is (landing-words.tsx).
export const FRENCH_LANDING: LandingTranslation = { landing: { locale: 'fr-FR', words, sections }, SharedWords: FrenchSharedWords };
