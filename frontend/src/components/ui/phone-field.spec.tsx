import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTRIES } from '../../lib/countries';
import { PhoneField } from './phone-field';

describe('PhoneField', () => {
  it('lists 61 countries with Ireland (+353) first and chosen by default; the US and Canada are both +1', () => {
    render(<PhoneField label="Phone Number" value="" onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Country dial code' });
    expect(select.querySelectorAll('option')).toHaveLength(61);
    expect(select).toHaveDisplayValue(/\+353 Ireland/);
    expect(COUNTRIES[0]).toMatchObject({ name: 'Ireland', dialCode: '+353' });
    expect(
      COUNTRIES.filter((country) => country.dialCode === '+1')
        .map((country) => country.name)
        .sort(),
    ).toEqual(['Canada', 'United States']);
  });

  it('reports one string, dial code first', async () => {
    const onChange = vi.fn();
    render(<PhoneField label="Phone Number" value="" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText(/Phone Number/), '871234567');
    expect(onChange).toHaveBeenLastCalledWith('+353 871234567');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country dial code' }), 'CA');
    expect(onChange).toHaveBeenLastCalledWith('+1 871234567');
  });
});
