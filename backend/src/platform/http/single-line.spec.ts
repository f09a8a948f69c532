import { firstBrokenLine, MultiLine } from './single-line';

class Review {
  name = 'Aoife';
  @MultiLine() text = 'Line one\nline two';
  tags = ['a', 'b'];
}

describe('firstBrokenLine', () => {
  it('passes line breaks in @MultiLine fields only', () => {
    expect(firstBrokenLine(new Review())).toBeUndefined();
    expect(firstBrokenLine(Object.assign(new Review(), { name: 'A\r\nB' }))).toBe('name');
    expect(firstBrokenLine(Object.assign(new Review(), { tags: ['a', 'b\nc'] }))).toBe('tags.1');
    expect(firstBrokenLine({ text: 'plain objects know no @MultiLine\n' })).toBe('text');
    expect(firstBrokenLine('x\ry', 'id')).toBe('id');
  });
});
