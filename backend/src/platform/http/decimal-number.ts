import { ValidateBy, ValidationOptions } from 'class-validator';

/** True for a finite number with at most `places` decimals. */
export const hasAtMostDecimals = (value: unknown, places: number) =>
  typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(places)) === value;

/**
 * `@IsNumber({ maxDecimalPlaces })` without its crash: class-validator counts decimals in
 * `String(value)`, which throws on exponent notation such as 1e-7 (a 500 instead of a 400).
 */
export const IsDecimalNumber = (places: number, validationOptions?: ValidationOptions) =>
  ValidateBy({ name: 'isDecimalNumber', constraints: [places], validator: { validate: (value) => hasAtMostDecimals(value, places) } }, validationOptions);
