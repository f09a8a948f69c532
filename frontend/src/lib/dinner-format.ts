/** Where the service runs (Dublin): the zone of dates that belong to no particular dinner city. */
export const SERVICE_TIME_ZONE = 'Europe/Dublin';
const ZONE = SERVICE_TIME_ZONE;

/** Euro with two decimals, as every amount is shown: €15.00. */
export const formatEuro = (amount: number) => `€${amount.toFixed(2)}`;

/** 'Friday, 4 December 2026' in the dinner city's time. */
export const formatDinnerDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IE', { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** '19:30' in the dinner city's time. */
export const formatDinnerTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IE', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));

/** 'Fri 4 Dec, 19:30' */
export const formatShortDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IE', {
    timeZone: ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

/** The maps search the 'View on Map' button opens. */
export const mapSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
