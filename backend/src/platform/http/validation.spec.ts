import { ValidationError } from '@nestjs/common';
import { collectFieldErrors } from './validation';

const error = (property: string, constraints: Record<string, string> | undefined, children: ValidationError[] = []): ValidationError => ({ property, constraints, children });

describe('collectFieldErrors', () => {
  it('names every bad field, nested ones by path', () => {
    const fields = collectFieldErrors([error('email', { isEmail: 'email must be an email' }), error('profile', undefined, [error('city', { isIn: 'city must be Dublin' })])]);
    expect(fields).toEqual({ email: ['email must be an email'], 'profile.city': ['city must be Dublin'] });
  });

  it('keeps only the "required" message of a missing value', () => {
    const fields = collectFieldErrors([
      error('password', { maxLength: 'password must be shorter than or equal to 200 characters', isString: 'password must be a string', isNotEmpty: 'Please enter both email and password' }),
    ]);
    expect(fields).toEqual({ password: ['Please enter both email and password'] });
  });
});
