import { englishLookup } from './use-english-lookup';

describe('englishLookup', () => {
  it('finds a key by its English text, under the prefix only', () => {
    const options = englishLookup('profileFields.option.');
    expect(options.get('Prefer not to say')).toBe('profileFields.option.gender.5');
    expect(options.get('Please enter your first name.')).toBeUndefined();
    expect(englishLookup('forms.error.').get('Please enter your first name.')).toBe('forms.error.firstName');
  });
});
