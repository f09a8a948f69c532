import { firstUnusableString, isUnusableString } from './well-formed-input';

describe('unusable strings', () => {
  it('are lone surrogates and control characters; line breaks, tabs, paired surrogates and accents are fine', () => {
    expect(isUnusableString('\ud800')).toBe(true);
    expect(isUnusableString('a\udc00b')).toBe(true);
    expect(isUnusableString('pi_1\u0000')).toBe(true);
    expect(isUnusableString('bell\u0007')).toBe(true);
    expect(isUnusableString('line one\r\nline two\tend')).toBe(false);
    expect(isUnusableString('Siobhán 🍷')).toBe(false);
  });

  it('are found by their field path, in nested objects, arrays and keys', () => {
    expect(firstUnusableString({ email: 'a\ud800@b.ie' })).toBe('email');
    expect(firstUnusableString({ guests: [{ name: 'ok' }, { name: '\u0000' }] })).toBe('guests.1.name');
    expect(firstUnusableString({ profile: { ['\udfff']: 1 } })).toBe('profile.[key]');
    expect(firstUnusableString('\ud800')).toBe('(body)');
    expect(firstUnusableString({ email: 'a@b.ie', count: 3, flags: [true, null] })).toBeUndefined();
  });
});
