import { englishLookup, useInReaderLanguage } from '../../i18n/use-english-lookup';

/** The account API's answers of success, written in English by the server: `auth.server.*` holds each by its English text. */
const SERVER_TEXTS = englishLookup('auth.server.');

/** `(answer) => the answer in the reader's language`; one the catalogue does not know is shown as the server wrote it. */
export const useServerText = () => useInReaderLanguage(SERVER_TEXTS);
