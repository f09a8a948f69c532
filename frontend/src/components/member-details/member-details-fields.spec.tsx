import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MemberDetails } from '../../lib/member-details/member-details-messages';
import { MemberDetailsFields } from './member-details-fields';

function Fields({ initial, ...props }: { initial: MemberDetails } & Omit<Parameters<typeof MemberDetailsFields>[0], 'form' | 'update'>) {
  const [form, setForm] = useState(initial);
  return (
    <>
      <MemberDetailsFields form={form} update={(patch) => setForm((current) => ({ ...current, ...patch }))} {...props} />
      <output>{JSON.stringify(form)}</output>
    </>
  );
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as MemberDetails;

describe('MemberDetailsFields', () => {
  it('asks the names and the phone, the date of birth only where the screen asks it, and reports each change as a patch', async () => {
    render(<Fields initial={{ first_name: 'Cian', last_name: '', phone_number: '' }} />);
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Cian');
    expect(screen.queryByText('Date of Birth')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Last Name/), 'Walsh');
    await userEvent.type(screen.getByLabelText(/^Phone Number/), '861234567');
    expect(shown()).toEqual({ first_name: 'Cian', last_name: 'Walsh', phone_number: '+353 861234567' });
  });

  it("shows the date of birth, the screen's own fields and its errors", async () => {
    render(
      <Fields
        initial={{ first_name: '', last_name: '', phone_number: '', date_of_birth: '' }}
        withDateOfBirth
        errors={{ first_name: 'Please enter your first name.', date_of_birth: 'Please select your full date of birth.' }}
        besidePhone={<span>Gender here</span>}
      >
        <span>Email here</span>
      </Fields>,
    );
    expect(screen.getByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please select your full date of birth.')).toBeInTheDocument();
    expect(screen.getByText('Email here')).toBeInTheDocument();
    expect(screen.getByText('Gender here')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '7');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1990');
    expect(shown().date_of_birth).toBe('1990-03-07');
  });
});
