/** Where the service runs (Dublin): the zone of dates that belong to no particular dinner city. */
export const SERVICE_TIME_ZONE = 'Europe/Dublin';
const ZONE = SERVICE_TIME_ZONE;

/** Euro with two decimals, as every amount is shown: €15.00. */
export const formatEuro = (amount: number) => `€${amount.toFixed(2)}`;

/** A formatter made on first use and kept: making one (with a time zone) costs far more than formatting with it. */
function dublinFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | null = null;
  return (iso) => (format ??= new Intl.DateTimeFormat('en-IE', { timeZone: ZONE, ...options })).format(new Date(iso));
}

/** 'Friday, 4 December 2026' in the dinner city's time. */
export const formatDinnerDate = dublinFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** '19:30' in the dinner city's time. */
export const formatDinnerTime = dublinFormat({ hour: '2-digit', minute: '2-digit', hour12: false });

/** 'Fri 4 Dec, 19:30' */
export const formatShortDateTime = dublinFormat({ weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false });

/** The maps search the 'View on Map' button opens. */
export const mapSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
