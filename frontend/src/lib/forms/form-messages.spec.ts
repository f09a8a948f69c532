import { z } from 'zod';
import { errorMapOf } from './form-messages';

const schema = z.object({ name: z.string().min(2).max(5), email: z.string().email(), terms: z.literal(true), other: z.string().min(3) });
const messagesOf = (values: unknown) => {
  const result = schema.safeParse(values, {
    errorMap: errorMapOf<z.input<typeof schema>>({
      name: { required: 'Name is required', tooShort: 'Too short', tooLong: 'Too long' },
      email: 'Valid email is required',
      terms: { invalid: 'Accept the terms' },
    }),
  });
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe('errorMapOf', () => {
  it('words an empty field with its required text, whatever the rule it failed', () => {
    expect(messagesOf({ name: '', email: '', terms: true, other: 'abc' })).toEqual({ name: ['Name is required'], email: ['Valid email is required'] });
  });

  it('tells a too short from a too long value', () => {
    expect(messagesOf({ name: 'a', email: 'a@b.ie', terms: true, other: 'abc' }).name).toEqual(['Too short']);
    expect(messagesOf({ name: 'abcdef', email: 'a@b.ie', terms: true, other: 'abc' }).name).toEqual(['Too long']);
  });

  it("falls back to the field's 'invalid' text, and to zod's own for a field it has no text for", () => {
    expect(messagesOf({ name: 'abc', email: 'a@b.ie', terms: false, other: 'ab' })).toEqual({
      terms: ['Accept the terms'],
      other: ['String must contain at least 3 character(s)'],
    });
  });
});
