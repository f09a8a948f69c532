import { shareableCouple } from '../../domain/reveal-policy';
import { dinnersMessages } from '../dinners-messages';
import { companionsText } from './companions-text';

const couple = (...firstNames: string[]) =>
  shareableCouple({ coupleId: firstNames[0], users: firstNames.map((firstName) => ({ userId: firstName, firstName })), interests: [] });

describe('companionsText', () => {
  it('names each couple apart, a partner who has not joined as "partner"', () => {
    const t = dinnersMessages.in('en');
    expect(companionsText(t, [couple('Marcus'), couple('Siobhán', 'Mark')])).toBe('You will be dining with 2 couples: Marcus and partner; Siobhán & Mark.');
    expect(companionsText(t, [couple('Niamh', 'Darragh')])).toBe('You will be dining with one couple: Niamh & Darragh.');
    expect(companionsText(t, [])).toBeNull();
  });

  it('says the same in French', () => {
    const t = dinnersMessages.in('fr');
    expect(companionsText(t, [couple('Niamh', 'Darragh')])).toBe('Vous dînerez avec un couple : Niamh & Darragh.');
    expect(companionsText(t, [couple('Marcus'), couple('Siobhán', 'Mark')])).toBe(
      'Vous dînerez avec 2 couples : Marcus et son ou sa partenaire; Siobhán & Mark.',
    );
  });
});
