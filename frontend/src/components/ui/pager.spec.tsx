import { render, screen } from '@testing-library/react';
import { Pager } from './pager';

describe('Pager', () => {
  it('says where the reader is among the pages, with the count it is given', () => {
    const { rerender } = render(<Pager page={1} pageSize={20} total={1} counted="1 user" onPage={() => undefined} />);
    expect(screen.getByText('Page 1 of 1 (1 user)')).toBeInTheDocument();
    rerender(<Pager page={2} pageSize={20} total={30} counted="30 events" onPage={() => undefined} />);
    expect(screen.getByText('Page 2 of 2 (30 events)')).toBeInTheDocument();
  });
});
