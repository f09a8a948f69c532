import { describe, expect, it } from 'vitest';
import { hasLaunched } from './launch';

describe('hasLaunched', () => {
  it('turns at the first instant of November 2025', () => {
    expect(hasLaunched(new Date('2025-10-31T23:59:59.999Z'))).toBe(false);
    expect(hasLaunched(new Date('2025-11-01T00:00:00Z'))).toBe(true);
  });
});
