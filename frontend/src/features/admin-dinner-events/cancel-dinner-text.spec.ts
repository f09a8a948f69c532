import { cancelDinnerText } from './cancel-dinner-text';

describe('cancelDinnerText', () => {
  it('speaks of none, one or each of the paid couples', () => {
    expect(cancelDinnerText(0)).toBe('The dinner becomes cancelled by system. No couple has paid for it, so nothing is refunded.');
    expect(cancelDinnerText(1)).toBe(
      'The dinner becomes cancelled by system. The one paid couple gets the logistics fee refunded in full and is told by email.',
    );
    expect(cancelDinnerText(2)).toBe(
      'The dinner becomes cancelled by system. Each of the 2 paid couples gets the logistics fee refunded in full and is told by email.',
    );
  });
});
