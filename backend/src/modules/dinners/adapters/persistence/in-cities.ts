import { raw, Sql, sql } from '../../../../platform/database/sql';

/**
 * The dinner `alias` is in one of the cities (case and surrounding spaces ignored, as admins
 * type them), or any city when there is no list: an integrator's key or a city manager's
 * cities, applied in the query so a page is full and its total true.
 */
export const inCities = (cities: readonly string[] | null | undefined, alias = 'd'): Sql =>
  cities == null ? sql`true` : sql`lower(btrim(${raw(alias)}.city)) = ANY(${cities.map((city) => city.trim().toLowerCase())}::text[])`;
