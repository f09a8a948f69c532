/**
 * Where the service runs until couples can choose another city: the wizard's only location,
 * and where a member without a couple location is assumed to be.
 */
export const LAUNCH_LOCATION = { city: 'Dublin', country: 'Ireland', timeZone: 'Europe/Dublin' } as const;
