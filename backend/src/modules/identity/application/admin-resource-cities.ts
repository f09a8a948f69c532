/** What an admin route can name whose city decides whether a city manager may act on it. */
export type CityScopedResource = 'dinner' | 'restaurant' | 'booking' | 'group';

/** The city of a dinner, restaurant, booking or table, for the admin guard (null when there is no such row). */
export abstract class AdminResourceCities {
  abstract cityOf(resource: CityScopedResource, id: string): Promise<string | null>;
}
