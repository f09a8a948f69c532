import { DomainError } from '../../../kernel/domain-error';

/** Every refusal of the cities module, with stable codes. */
export const CityErrors = {
  invalid: (field: string, message: string) => new DomainError('invalid', 'CITIES.INVALID', message, { fields: { [field]: [message] } }),
  notFound: () => new DomainError('not_found', 'CITIES.NOT_FOUND', 'City not found.'),
  duplicate: (name: string, country: string) =>
    new DomainError('conflict', 'CITIES.DUPLICATE', `${name}, ${country} is already a city.`, { fields: { name: [`${name}, ${country} is already a city.`] } }),
  fixedOnceUsed: (field: string, message: string) => new DomainError('conflict', 'CITIES.FIXED_ONCE_USED', message, { fields: { [field]: [message] } }),
};
