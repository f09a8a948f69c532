import { DomainError } from '../../../kernel/domain-error';
import { InvalidMatchingParameterError, MATCHING_PARAMETERS, ParameterDataType, resolveMatchingSettings, StoredMatchingParameter } from './matching-parameters';

export const PARAMETER_DATA_TYPES: readonly ParameterDataType[] = ['string', 'integer', 'decimal', 'boolean'];

/** A matching config parameter as the admin manages it (admin-side spec, section 3). */
export interface MatchingConfigParameter {
  id: string;
  name: string;
  /** Stored as text; read by its data type. */
  value: string;
  dataType: ParameterDataType;
  description: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const TRUE_WORDS = ['true', '1', 'yes'];
const FALSE_WORDS = ['false', '0', 'no'];

/**
 * The stored text of a value of the given type, or an error naming the parameter: an
 * integer in base 10, a decimal as a finite number, a boolean as 'true' or 'false'
 * ('1'/'yes' and '0'/'no' are read as such, as the admin form converts them).
 */
export function normaliseParameterValue(name: string, value: string | number | boolean, dataType: ParameterDataType): string {
  const text = String(value).trim();
  if (dataType === 'string') return String(value);
  if (dataType === 'boolean') {
    if (TRUE_WORDS.includes(text.toLowerCase())) return 'true';
    if (FALSE_WORDS.includes(text.toLowerCase())) return 'false';
    throw new InvalidMatchingParameterError(name, 'must be true or false');
  }
  const number = Number(text);
  if (text === '' || !Number.isFinite(number)) throw new InvalidMatchingParameterError(name, `must be ${dataType === 'integer' ? 'an integer' : 'a number'}`);
  if (dataType === 'integer' && !Number.isInteger(number)) throw new InvalidMatchingParameterError(name, 'must be an integer');
  return String(number);
}

/**
 * Refuses a set of parameters the engine could not run with: a documented parameter stored
 * with another data type, or any value out of its range (including the group sizes'
 * min <= target <= max), so that a matching run never fails on a stored value.
 */
export function assertRunnable(parameters: readonly StoredMatchingParameter[]): void {
  for (const parameter of parameters) {
    const documented = MATCHING_PARAMETERS.find((definition) => definition.name === parameter.name);
    if (documented && documented.dataType !== parameter.dataType)
      throw new InvalidMatchingParameterError(parameter.name, `must be of type ${documented.dataType}`);
  }
  resolveMatchingSettings(parameters);
}

export const MatchingConfigErrors = {
  notFound: (name: string) => new DomainError('not_found', 'MATCHING.PARAMETER_NOT_FOUND', `Configuration parameter '${name}' not found.`),
  exists: (name: string) => new DomainError('conflict', 'MATCHING.PARAMETER_EXISTS', `A configuration parameter named '${name}' already exists.`),
  unknown: (name: string) => {
    const message = 'Parameter name must be one of the matching engine’s parameters.';
    return new DomainError('invalid', 'MATCHING.UNKNOWN_PARAMETER', `${message} '${name}' is not one of them.`, { fields: { parameter_name: [message] } });
  },
};
