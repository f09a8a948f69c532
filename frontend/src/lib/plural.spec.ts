import { ENGLISH_WORDING } from '../i18n/use-t';
import { countOf } from './plural';

describe('countOf', () => {
  it('puts the noun in the number of its count', () => {
    expect([countOf(0, 'couple'), countOf(1, 'couple'), countOf(2, 'couple'), countOf(1, 'reply', 'replies'), countOf(3, 'reply', 'replies')]).toEqual([
      '0 couples',
      '1 couple',
      '2 couples',
      '1 reply',
      '3 replies',
    ]);
  });
});

describe('the hours left (common.hoursLeft, an ICU plural)', () => {
  it('counts whole hours down and says so under one hour', () => {
    const hoursLeft = (hours: number) => ENGLISH_WORDING.t('common.hoursLeft', { hours });
    expect([hoursLeft(0), hoursLeft(1), hoursLeft(4)]).toEqual(['less than an hour', '1 hour', '4 hours']);
  });
});
