import { normalizeEmail } from './email';

describe('normalizeEmail', () => {
  it('trims and lower-cases so that addresses compare case-insensitively', () => {
    expect(normalizeEmail('  Aoife.Murphy@Example.IE ')).toBe('aoife.murphy@example.ie');
  });
});
