import { SERVICE_TIME_ZONE } from '../../lib/dinner-format';
import { formatZonedDateTime } from '../../lib/zoned-dates';

/** An instant of the integrations console, in the service's time zone. */
export const formatWhen = (iso: string) => formatZonedDateTime(iso, SERVICE_TIME_ZONE);
