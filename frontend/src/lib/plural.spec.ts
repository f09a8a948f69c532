import { countOf, hoursLeftText } from './plural';

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

describe('hoursLeftText', () => {
  it('counts whole hours down and says so under one hour', () => {
    expect([hoursLeftText(0), hoursLeftText(1), hoursLeftText(4)]).toEqual(['less than an hour', '1 hour', '4 hours']);
  });
});
