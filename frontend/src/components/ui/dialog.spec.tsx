import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Settings">
        <input aria-label="Name" value={text} onChange={(e) => setText(e.target.value)} />
        <button>Save</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('keeps Tab inside, keeps focus while typing, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText('Open'));
    expect(screen.getByRole('dialog', { name: 'Settings' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Close')).toHaveFocus();
    await user.tab();
    await user.type(screen.getByLabelText('Name'), 'Ann');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(screen.getByText('Save')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Close')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByText('Save')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Open')).toHaveFocus();
  });
});
