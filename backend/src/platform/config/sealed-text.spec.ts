import { randomBytes } from 'node:crypto';
import { openText, sealText } from './sealed-text';

describe('sealText', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and never stores the text itself', () => {
    const sealed = sealText(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openText(key, sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(sealText(key, 'JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed);
  });

  it('refuses another key, another context and a changed value', () => {
    const sealed = sealText(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    expect(() => openText(randomBytes(32), sealed, 'user-1')).toThrow();
    expect(() => openText(key, sealed, 'user-2')).toThrow();
    const changed = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => openText(key, changed, 'user-1')).toThrow();
    expect(() => openText(key, 'JBSWY3DPEHPK3PXP', 'user-1')).toThrow();
  });
});
