import { render, screen } from '@testing-library/react';
import type { BookingDto } from '../../api/generated/model';
import { CancelBookingDialog, ENDS_SERVICE_WARNING } from './cancel-booking-dialog';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const booking = (overrides: Partial<BookingDto>) =>
  ({ id: 'b1', status: 'confirmed', event_date: inHours(48), logistics_fee: 15, currency: 'EUR', slot: { city: 'Dublin' }, ...overrides }) as BookingDto;
const open = (value: BookingDto, lateCancellationsInARow = 0) =>
  render(
    <CancelBookingDialog
      booking={value}
      lateCancellationsInARow={lateCancellationsInARow}
      pending={false}
      onConfirm={() => undefined}
      onClose={() => undefined}
    />,
  );

describe('CancelBookingDialog: the fee terms before confirming (DECISIONS item 12)', () => {
  it('says a paid fee is not refunded, and what happens when the service cancels', () => {
    open(booking({}));
    expect(screen.getByText('You will not be refunded the €15.00 logistics fee.')).toBeInTheDocument();
    expect(screen.getByText(/we refund the fee in full/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns of a late cancellation within 6 hours', () => {
    open(booking({ event_date: inHours(5) }));
    expect(screen.getByRole('alert')).toHaveTextContent('counts as a late cancellation');
  });

  it('says before confirming that a second late cancellation in a row ends the service (issue 26)', () => {
    open(booking({ event_date: inHours(5) }), 1);
    expect(screen.getByRole('alert')).toHaveTextContent(ENDS_SERVICE_WARNING);
    expect(screen.getByRole('button', { name: 'Cancel booking and end service' })).toBeInTheDocument();
  });

  it('does not say so for a first late cancellation, a timely one or an unpaid hold', () => {
    open(booking({ event_date: inHours(5) }), 0);
    expect(screen.queryByText(ENDS_SERVICE_WARNING)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    open(booking({ event_date: inHours(48) }), 1);
    open(booking({ status: 'booked', event_date: inHours(5) }), 1);
    expect(screen.queryByText(ENDS_SERVICE_WARNING)).not.toBeInTheDocument();
  });

  it('charges nothing for an unpaid hold', () => {
    open(booking({ status: 'booked' }));
    expect(screen.getByText('You have not paid for this reservation yet, so nothing is charged.')).toBeInTheDocument();
  });
});
