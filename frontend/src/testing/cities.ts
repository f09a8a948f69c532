import { getListCityChoicesMockHandler } from '../api/generated/admin/admin.msw';
import { getListPublicCitiesMockHandler } from '../api/generated/cities/cities.msw';
import type { CityDto } from '../api/generated/model';

/** The launch city as the migration seeds it. */
export const DUBLIN: CityDto = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Dublin',
  country: 'Ireland',
  time_zone: 'Europe/Dublin',
  currency: 'EUR',
  language: 'en',
  status: 'open',
  default_fee_minor: 1500,
  minor_digits: 2,
};

/** GET /api/cities as today: Dublin alone is open. */
export const ONLY_DUBLIN_OPEN = getListPublicCitiesMockHandler({ cities: [DUBLIN] });

/** GET /api/admin/city-choices with Dublin alone. */
export const DUBLIN_TO_FILTER_BY = getListCityChoicesMockHandler({ cities: [{ name: DUBLIN.name, country: DUBLIN.country, status: DUBLIN.status }] });
