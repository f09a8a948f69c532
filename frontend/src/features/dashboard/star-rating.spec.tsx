import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarRating } from './star-rating';

function TwoCouplesNamedAlike() {
  const [first, setFirst] = useState(0);
  const [second, setSecond] = useState(0);
  return (
    <>
      <StarRating label="Emma & Dara" value={first} onChange={setFirst} />
      <StarRating label="Emma & Dara" value={second} onChange={setSecond} />
    </>
  );
}

describe('StarRating', () => {
  it('keeps the ratings of two couples with the same first names apart', async () => {
    render(<TwoCouplesNamedAlike />);
    const [first, second] = screen.getAllByRole('group', { name: 'Emma & Dara' });
    await userEvent.click(within(first).getByLabelText('4 stars'));
    await userEvent.click(within(second).getByLabelText('2 stars'));
    expect(within(first).getByLabelText('4 stars')).toBeChecked();
    expect(within(second).getByLabelText('2 stars')).toBeChecked();
  });
});
