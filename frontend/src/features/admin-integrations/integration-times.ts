import { SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { formatZonedDateTime } from '../../lib/zoned-dates';
import type { AppLocale } from '../../i18n/languages';

/** An instant of the integrations console, in the service's time zone, worded in the reader's locale. */
export const formatWhen = (iso: string, locale: AppLocale) => formatZonedDateTime(iso, SERVICE_TIME_ZONE, locale);
