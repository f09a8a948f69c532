import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { birthYears, DatePicker, toIsoDate } from './date-picker';

describe('DatePicker', () => {
  it('offers days 1-31 and 83 years starting 18 years before the current year', () => {
    const years = birthYears(new Date('2026-05-01T00:00:00Z'));
    expect(years).toHaveLength(83);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1926);
    render(<DatePicker legend="Date of Birth" value="" onChange={() => undefined} />);
    const days = screen.getByRole('combobox', { name: 'Day' }).querySelectorAll('option:not([value=""])');
    expect([...days].map((option) => option.textContent)).toEqual(Array.from({ length: 31 }, (_, index) => String(index + 1)));
  });

  it('yields an ISO date only once day, month and year are chosen', async () => {
    const onChange = vi.fn();
    const year = String(birthYears()[2]);
    render(<DatePicker legend="Date of Birth" value="" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '7');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), year);
    expect(onChange).toHaveBeenLastCalledWith(`${year}-03-07`);
  });

  it('treats a date that does not exist as incomplete', () => {
    expect(toIsoDate('31', '2', '1990')).toBe('');
    expect(toIsoDate('29', '2', '1992')).toBe('1992-02-29');
  });
});
