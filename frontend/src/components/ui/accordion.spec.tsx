import { fireEvent, render, screen } from '@testing-library/react';
import { Accordion } from './accordion';

describe('Accordion', () => {
  const items = [
    { id: 'a', title: 'First', content: 'First answer' },
    { id: 'b', title: 'Second', content: 'Second answer' },
  ];

  it('keeps at most one item open and closes it on a second click', () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    expect(screen.getByText('First answer')).not.toBeVisible();
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First answer')).toBeVisible();
    fireEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Second answer')).toBeVisible();
    fireEvent.click(second);
    expect(screen.getByText('Second answer')).not.toBeVisible();
  });
});
