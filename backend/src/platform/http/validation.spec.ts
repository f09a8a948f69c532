import { ValidationError } from '@nestjs/common';
import { plainToInstance, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, validate } from 'class-validator';
import { collectFieldErrors, createValidationPipe, FieldValidationException } from './validation';
import { fieldLabel } from './validation-messages';

const error = (property: string, constraints: Record<string, string> | undefined, children: ValidationError[] = []): ValidationError => ({
  property,
  constraints,
  children,
});

class CardForm {
  @IsString() @Matches(/^\d{16}$/, { message: 'cardNumber must be a card number' }) cardNumber: string;
  @IsString() @MaxLength(100) first_name: string;
  @IsIn(['Open to all', 'Wider range']) socialAgePreference: string;
  @IsUUID() dinner_id: string;
  @IsString() @IsNotEmpty({ message: 'Please enter your first name.' }) partner_first_name: string;
}

const errorsOf = async (plain: object) => collectFieldErrors(await validate(plainToInstance(CardForm, plain)));
const valid = {
  cardNumber: '4242424242424242',
  first_name: 'Aoife',
  socialAgePreference: 'Open to all',
  dinner_id: '0b6c3c1e-7a0e-4d8e-9d6b-0e3f5f6a7b8c',
  partner_first_name: 'Cian',
};

describe('collectFieldErrors', () => {
  it('names every bad field, nested ones by path', () => {
    const fields = collectFieldErrors([
      error('email', { isEmail: 'Please enter a valid email address.' }),
      error('profile', undefined, [error('city', { isIn: 'Dublin only, for now.' })]),
    ]);
    expect(fields).toEqual({ email: ['Please enter a valid email address.'], 'profile.city': ['Dublin only, for now.'] });
  });

  it('keeps only the "required" message of a missing value', () => {
    const fields = collectFieldErrors([
      error('password', {
        maxLength: 'password must be shorter than or equal to 200 characters',
        isString: 'password must be a string',
        isNotEmpty: 'Please enter both email and password',
      }),
    ]);
    expect(fields).toEqual({ password: ['Please enter both email and password'] });
  });

  it("turns class-validator's defaults and developer messages into sentences naming the field by its label", async () => {
    expect(await errorsOf({ ...valid, cardNumber: '12', first_name: 'x'.repeat(101), socialAgePreference: 'Never', dinner_id: 'nope' })).toEqual({
      cardNumber: ['Enter a valid card number.'],
      first_name: ['First name can be at most 100 characters.'],
      socialAgePreference: ['Choose age preference from the options offered.'],
      dinner_id: ['Choose a valid dinner.'],
    });
  });

  it("keeps the messages written for people (the spec's texts)", async () => {
    expect(await errorsOf({ ...valid, partner_first_name: '' })).toEqual({ partner_first_name: ['Please enter your first name.'] });
  });

  it('says a missing field is required, once', async () => {
    expect(await errorsOf({ ...valid, first_name: undefined })).toEqual({ first_name: ['First name is required.'] });
  });

  it('never shows a raw property name', async () => {
    const fields = await errorsOf({});
    for (const [property, messages] of Object.entries(fields)) for (const message of messages) expect(message).not.toContain(property);
  });
});

class PageQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) page_size?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) table_number?: number;
}

describe('FieldValidationException', () => {
  it('says a message shared by several fields once', () => {
    const fields = {
      date: ['Please fill in all required fields'],
      time: ['Please fill in all required fields'],
      city: ['Choose city from the options offered.'],
    };
    expect(new FieldValidationException(fields).message).toBe('Please fill in all required fields Choose city from the options offered.');
  });
});

describe('createValidationPipe', () => {
  const messageFor = (query: object) =>
    createValidationPipe()
      .transform(query, { type: 'query', metatype: PageQuery })
      .then(
        () => '',
        (error: { message: string }) => error.message,
      );

  it('states the limits of @Min and @Max', async () => {
    expect(await messageFor({ page_size: '500' })).toBe('Page size must be at most 100.');
    expect(await messageFor({ table_number: '0' })).toBe('Table number must be at least 1.');
  });
});

describe('fieldLabel', () => {
  it('splits snake and camel case and drops the id suffix', () => {
    expect([fieldLabel('first_name'), fieldLabel('paymentIntentId'), fieldLabel('dinner_id'), fieldLabel('maxPartySize')]).toEqual([
      'first name',
      'payment',
      'dinner',
      'max party size',
    ]);
  });
});
