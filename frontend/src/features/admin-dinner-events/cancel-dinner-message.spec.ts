import { beforeAll, describe, expect, it } from 'vitest';
import { requireAreas } from '../../i18n/catalogues';
import { ENGLISH_WORDING } from '../../i18n/use-t';

/** The Cancel Dinner dialog's text, one message whose plural speaks of none, one or each of the paid couples. */
describe('the cancel-dinner message', () => {
  beforeAll(() => requireAreas(['admin']));
  const say = (paid: number) => ENGLISH_WORDING.t('admin.events.cancelText', { paid });

  it('speaks of none, one or each of the paid couples', () => {
    expect(say(0)).toBe('The dinner becomes cancelled by system. No couple has paid for it, so nothing is refunded.');
    expect(say(1)).toBe('The dinner becomes cancelled by system. The one paid couple gets the logistics fee refunded in full and is told by email.');
    expect(say(2)).toBe('The dinner becomes cancelled by system. Each of the 2 paid couples gets the logistics fee refunded in full and is told by email.');
  });
});
