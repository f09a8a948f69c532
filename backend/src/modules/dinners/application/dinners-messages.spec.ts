import { keptFeeNote } from '../domain/fee-policy';
import { dinnersMessages } from './dinners-messages';

describe('dinners messages', () => {
  it('say in English what the cancel answer and the dashboard say of a kept fee', () => {
    expect(dinnersMessages.in('en')('dinners.fee.kept', { fee: '€15.00' })).toBe(keptFeeNote(1500, 'EUR'));
  });

  it('count the couples of a table in each language', () => {
    expect(dinnersMessages.in('en')('dinners.reveal.companions', { count: 1, couples: 'Niamh & Darragh' })).toBe(
      'You will be dining with one couple: Niamh & Darragh.',
    );
    expect(dinnersMessages.in('fr')('dinners.reveal.companions', { count: 2, couples: 'A; B' })).toBe('Vous dînerez avec 2 couples : A; B.');
  });
});
