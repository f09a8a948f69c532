import { minorDigitsOf } from '../../../../kernel/money';
import type { City, CityInput } from '../../domain/city';
import type { CityDto, CityInputDto } from './city.dto';

export const toCityDto = (city: City): CityDto => ({
  id: city.id,
  name: city.name,
  country: city.country,
  time_zone: city.timeZone,
  currency: city.currency,
  language: city.language,
  status: city.status,
  default_fee_minor: city.defaultFeeMinor,
  minor_digits: minorDigitsOf(city.currency),
});

export const toCityInput = (body: CityInputDto): CityInput => ({
  name: body.name,
  country: body.country,
  timeZone: body.time_zone,
  currency: body.currency,
  language: body.language,
  status: body.status,
  defaultFeeMinor: body.default_fee_minor,
});
