import { englishLookup, useInReaderLanguage } from '../../i18n/use-english-lookup';

/** The profile's options are sent as the spec's English texts (the API's enum values); the catalogue holds each as `profileFields.option.<list>.<n>`. */
const OPTION_LABELS = englishLookup('profileFields.option.');

/** `(value) => its label in the reader's language`; the value sent never changes. */
export const useOptionLabel = () => useInReaderLanguage(OPTION_LABELS);
