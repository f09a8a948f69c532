import { extractLinks } from './outbox-reader';

describe('extractLinks', () => {
  it('lists every URL once, from text and html, with entities decoded and trailing punctuation dropped', () => {
    const text = 'Verify: http://localhost:3000/verify-email?token=abc&email=a%40b.ie. Thanks';
    const html = '<a href="http://localhost:3000/verify-email?token=abc&amp;email=a%40b.ie">Verify</a> <a href="https://tablemates.ie/terms">Terms</a>';
    expect(extractLinks(text, html)).toEqual(['http://localhost:3000/verify-email?token=abc&email=a%40b.ie', 'https://tablemates.ie/terms']);
  });

  it('returns an empty list when there is no link', () => {
    expect(extractLinks('plain text', '<p>no links</p>')).toEqual([]);
  });
});
