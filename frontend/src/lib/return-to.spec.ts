import { loginReturningTo, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps allow-listed internal paths with their query', () => {
    expect(safeReturnTo('/book/3f2c9a1e-1111-4a5b-9c8d-123456789abc')).toBe('/book/3f2c9a1e-1111-4a5b-9c8d-123456789abc');
    expect(safeReturnTo('/couplesprofile/settings?tab=email')).toBe('/couplesprofile/settings?tab=email');
  });

  it.each(['https://evil.example/book/1', '//evil.example/book/1', '/\\evil.example', '/admin-dashboard', '/login', 'book/1', '', null, '/book/1/../../admin'])(
    'refuses %s',
    (value) => {
      expect(safeReturnTo(value)).toBeNull();
    },
  );

  it('builds the login link only for returnable pages', () => {
    expect(loginReturningTo('/book/abc')).toBe('/login?returnTo=%2Fbook%2Fabc');
    expect(loginReturningTo('/somewhere')).toBe('/login');
  });
});
