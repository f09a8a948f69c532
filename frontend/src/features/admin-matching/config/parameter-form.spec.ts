import { requireAreas } from '../../../i18n/catalogues';
import { ENGLISH_WORDING } from '../../../i18n/use-t';
import { convertValue, toParameterBody, validateParameter as validateIn } from './parameter-form';

const validateParameter = validateIn(ENGLISH_WORDING.t);

const values = { name: 'max_group_size', value: '5', dataType: 'integer' as const, description: '', isActive: true };

describe('the matching parameter form', () => {
  // The admin console's messages are an area of their own, downloaded with its pages.
  beforeAll(() => requireAreas(['admin']));

  it('converts the value by its data type', () => {
    expect(convertValue('07', 'integer')).toBe(7);
    expect(convertValue('0.25', 'decimal')).toBe(0.25);
    expect(convertValue('Yes', 'boolean')).toBe(true);
    expect(convertValue('no', 'boolean')).toBe(false);
    expect(convertValue(' text ', 'string')).toBe(' text ');
    expect(toParameterBody(values)).toEqual({ parameter_name: 'max_group_size', parameter_value: 5, data_type: 'integer', description: null, is_active: true });
  });

  it('refuses a value its conversion would change (2.5 saved as 2)', () => {
    expect(validateParameter({ ...values, value: '2.5' })).toEqual({ value: 'Enter a whole number.' });
    expect(validateParameter({ ...values, value: '3' })).toEqual({});
    expect(validateParameter({ ...values, dataType: 'decimal', value: '2abc' })).toEqual({ value: 'Enter a number.' });
    expect(validateParameter({ ...values, dataType: 'decimal', value: '2.5' })).toEqual({});
  });

  it('says what is missing or too long with the spec messages', () => {
    expect(validateParameter({ ...values, name: ' ', value: '', dataType: '' })).toEqual({
      name: 'Parameter name is required.',
      value: 'Parameter value is required.',
      dataType: 'Data type is required.',
    });
    expect(validateParameter({ ...values, name: 'x'.repeat(256), description: 'd'.repeat(1001) })).toEqual({
      name: 'Parameter name cannot exceed 255 characters.',
      description: 'Description cannot exceed 1000 characters.',
    });
  });
});
