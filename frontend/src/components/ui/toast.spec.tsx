import { act, render, screen } from '@testing-library/react';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First', description: 'one' })}>first</button>
      <button onClick={() => toast({ title: 'Second', variant: 'destructive', duration: 4000 })}>second</button>
    </>
  );
}

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time and hides it after 5 s by default', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByText('first').click());
    expect(screen.getByRole('status')).toHaveTextContent('First');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('replaces the current toast with a new one, honouring its own duration', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByText('first').click());
    act(() => screen.getByText('second').click());
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });
});
