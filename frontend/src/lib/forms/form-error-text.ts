import { englishLookup, useInReaderLanguage } from '../../i18n/use-english-lookup';

/** The forms' validation messages are the specs' English texts (the schemas in lib word them); the catalogue holds each under `forms.error.*`. */
const FORM_ERRORS = englishLookup('forms.error.');

/** `(message) => message in the reader's language`. */
export const useFormErrorText = () => useInReaderLanguage(FORM_ERRORS);
