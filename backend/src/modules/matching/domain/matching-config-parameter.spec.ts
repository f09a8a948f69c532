import { InvalidMatchingParameterError } from './matching-parameters';
import { assertRunnable, normaliseParameterValue } from './matching-config-parameter';

describe('normaliseParameterValue', () => {
  it('reads each data type as the admin form converts it', () => {
    expect(normaliseParameterValue('x', '42', 'integer')).toBe('42');
    expect(normaliseParameterValue('x', 0.25, 'decimal')).toBe('0.25');
    expect(normaliseParameterValue('x', 'yes', 'boolean')).toBe('true');
    expect(normaliseParameterValue('x', false, 'boolean')).toBe('false');
    expect(normaliseParameterValue('x', ' keep spaces ', 'string')).toBe(' keep spaces ');
  });

  it('refuses a value that is not of its type', () => {
    expect(() => normaliseParameterValue('x', '4.5', 'integer')).toThrow('Matching parameter x must be an integer.');
    expect(() => normaliseParameterValue('x', 'abc', 'decimal')).toThrow('Matching parameter x must be a number.');
    expect(() => normaliseParameterValue('x', '', 'integer')).toThrow(InvalidMatchingParameterError);
    expect(() => normaliseParameterValue('x', 'maybe', 'boolean')).toThrow('Matching parameter x must be true or false.');
  });
});

describe('assertRunnable', () => {
  it('accepts the defaults, overrides in range and parameters the engine does not know', () => {
    expect(() => assertRunnable([])).not.toThrow();
    expect(() =>
      assertRunnable([
        { name: 'max_group_size', value: '5', dataType: 'integer' },
        { name: 'note', value: 'hi', dataType: 'string' },
      ]),
    ).not.toThrow();
  });

  it('refuses a documented parameter stored with another type, or out of range', () => {
    expect(() => assertRunnable([{ name: 'max_group_size', value: '5', dataType: 'decimal' }])).toThrow(
      'Matching parameter max_group_size must be of type integer.',
    );
    expect(() => assertRunnable([{ name: 'min_group_size', value: '1', dataType: 'integer' }])).toThrow(
      'Matching parameter min_group_size must be between 2 and 25.',
    );
    expect(() => assertRunnable([{ name: 'target_group_size', value: '9', dataType: 'integer' }])).toThrow(/target_group_size must lie between/);
  });

  it('ignores an inactive out-of-range value: the engine falls back to the default', () => {
    expect(() => assertRunnable([{ name: 'min_group_size', value: '1', dataType: 'integer', isActive: false }])).not.toThrow();
  });
});
