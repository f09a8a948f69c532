import { preferredEncoding } from './precompressed-static';

describe('preferredEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0 refusals', () => {
    expect(preferredEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(preferredEncoding('gzip', ['br', 'gzip'])).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8', ['br', 'gzip'])).toBe('gzip');
    expect(preferredEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(preferredEncoding(undefined, ['br', 'gzip'])).toBeUndefined();
    expect(preferredEncoding('br', [])).toBeUndefined();
  });
});
