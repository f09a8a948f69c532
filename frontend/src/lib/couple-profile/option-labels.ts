import { ENGLISH, type MessageId } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';

const OPTION_PREFIX = 'profileFields.option.';

/**
 * The profile's options are sent as the spec's English texts (the API's enum values); the
 * catalogue holds each as `profileFields.option.<list>.<n>`, whose English is the value itself.
 */
const KEY_OF_VALUE = new Map<string, MessageId>(
  (Object.entries(ENGLISH) as [MessageId, string][]).filter(([key]) => key.startsWith(OPTION_PREFIX)).map(([key, english]) => [english, key]),
);

/** `(value) => its label in the reader's language`; the value sent never changes. */
export function useOptionLabel(): (value: string) => string {
  const t = useT();
  return (value) => {
    const key = KEY_OF_VALUE.get(value);
    return key ? t(key) : value;
  };
}
