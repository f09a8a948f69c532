/**
 * The first city (the first row of the cities table, issue 49): where a member without a couple
 * location is assumed to be, and the zone and money of a place the city registry does not know.
 */
export const LAUNCH_LOCATION = { city: 'Dublin', country: 'Ireland', timeZone: 'Europe/Dublin', currency: 'EUR' } as const;
