import { jsonShapeViolation } from './json-shape-limits';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('jsonShapeViolation', () => {
  it('accepts ordinary bodies, brackets and separators inside strings included', () => {
    expect(jsonShapeViolation(bytes('{"email":"a@b.ie","note":"[[[{{{:,,\\"]]]","tags":[1,2,{"x":[]}]}'))).toBeUndefined();
  });

  it('refuses nesting beyond the depth limit', () => {
    expect(jsonShapeViolation(bytes('['.repeat(33) + ']'.repeat(33)))).toBe('too_deep');
    expect(jsonShapeViolation(bytes('['.repeat(32) + ']'.repeat(32)))).toBeUndefined();
    expect(jsonShapeViolation(bytes('{"a":'.repeat(40) + '1' + '}'.repeat(40)))).toBe('too_deep');
  });

  it('refuses more members than the limit', () => {
    expect(jsonShapeViolation(bytes(`[${'0,'.repeat(2001)}0]`))).toBe('too_many_members');
    expect(jsonShapeViolation(bytes(`{${Array.from({ length: 2100 }, (_, i) => `"k${i}":0`).join(',')}}`))).toBe('too_many_members');
  });
});
