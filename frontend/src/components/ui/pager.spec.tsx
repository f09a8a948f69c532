import { render, screen } from '@testing-library/react';
import { Pager } from './pager';

describe('Pager', () => {
  it('counts what the list holds, right for one', () => {
    const { rerender } = render(<Pager page={1} pageSize={20} total={1} noun="user" onPage={() => undefined} />);
    expect(screen.getByText('Page 1 of 1 (1 user)')).toBeInTheDocument();
    rerender(<Pager page={2} pageSize={20} total={30} noun="event" onPage={() => undefined} />);
    expect(screen.getByText('Page 2 of 2 (30 events)')).toBeInTheDocument();
  });
});
