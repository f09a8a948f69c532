import fc from 'fast-check';
import { formatRecoveryCode, normalizeRecoveryCode } from './recovery-codes';

describe('recovery codes', () => {
  it('are two groups of five unambiguous characters, read back whatever the case and dashes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => {
        const code = formatRecoveryCode(bytes);
        expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
        expect(normalizeRecoveryCode(` ${code.toUpperCase().replace('-', ' - ')} `)).toBe(code.replace('-', ''));
      }),
    );
  });
});
