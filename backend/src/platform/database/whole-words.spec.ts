import { wholeWordsPattern } from './whole-words';

describe('wholeWordsPattern', () => {
  it('matches the words whole, escaped, and gives nothing for no word', () => {
    expect(wholeWordsPattern(['Ann', ' a.b+c@example.ie ', ''])).toBe('\\m(Ann|a\\.b\\+c@example\\.ie)\\M');
    expect(wholeWordsPattern([' ', ''])).toBeNull();
  });
});
