import { cookieValue, hasCookie } from './request-cookies';

describe('hasCookie', () => {
  it('finds a cookie by its exact name among others', () => {
    expect(hasCookie('theme=dark; tablemates.sid=s%3Aabc; lang=en', 'tablemates.sid')).toBe(true);
    expect(hasCookie('tablemates.sid=s%3Aabc', 'tablemates.sid')).toBe(true);
  });

  it('does not take a longer name or a value for the cookie', () => {
    expect(hasCookie('__Host-tablemates.sid=s%3Aabc', 'tablemates.sid')).toBe(false);
    expect(hasCookie('other=tablemates.sid=1', 'tablemates.sid')).toBe(false);
  });

  it('is false without a Cookie header', () => {
    expect(hasCookie(undefined, 'tablemates.sid')).toBe(false);
    expect(hasCookie('', 'tablemates.sid')).toBe(false);
  });
});

describe('cookieValue', () => {
  it('reads the value of a cookie by its exact name', () => {
    expect(cookieValue('theme=dark; tablemates.partial-signup=abc-_1; lang=en', 'tablemates.partial-signup')).toBe('abc-_1');
    expect(cookieValue('__Host-tablemates.partial-signup=abc', 'tablemates.partial-signup')).toBeUndefined();
    expect(cookieValue(undefined, 'tablemates.partial-signup')).toBeUndefined();
  });
});
