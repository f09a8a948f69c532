import { companionsSentence } from './companions';
import { shareableCouple } from './reveal-policy';

const couple = (...firstNames: string[]) =>
  shareableCouple({ coupleId: firstNames[0], users: firstNames.map((firstName) => ({ userId: firstName, firstName })), interests: [] });

describe('companionsSentence', () => {
  it('names each couple apart, a partner who has not joined as "partner"', () => {
    expect(companionsSentence([couple('Marcus'), couple('Siobhán', 'Mark')])).toBe('You will be dining with 2 couples: Marcus and partner; Siobhán & Mark.');
    expect(companionsSentence([couple('Niamh', 'Darragh')])).toBe('You will be dining with one couple: Niamh & Darragh.');
    expect(companionsSentence([])).toBeNull();
  });
});
