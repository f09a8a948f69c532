import { ENGLISH, type MessageId } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';

const ERROR_PREFIX = 'forms.error.';

/**
 * The forms' validation messages are the specs' English texts (the schemas and checks in lib
 * word them); the catalogue holds each under `forms.error.*`, so a message is shown in the
 * reader's language by looking its English up there. A message not in the catalogue (a
 * server's, already in the reader's language) is shown as it is.
 */
const KEY_OF_ENGLISH = new Map<string, MessageId>(
  (Object.entries(ENGLISH) as [MessageId, string][]).filter(([key]) => key.startsWith(ERROR_PREFIX)).map(([key, english]) => [english, key]),
);

/** `(message) => message in the reader's language`. */
export function useFormErrorText(): (message: string) => string {
  const t = useT();
  return (message) => {
    const key = KEY_OF_ENGLISH.get(message);
    return key ? t(key) : message;
  };
}
