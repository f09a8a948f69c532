import { decideCancellation, repeatedCancellation } from './cancellation-policy';

describe('cancellation policy', () => {
  const event = new Date('2026-12-10T19:00:00Z');
  const hoursBefore = (hours: number) => new Date(event.getTime() - hours * 3_600_000);

  it('is late within 6 hours of the event', () => {
    expect(decideCancellation('confirmed', event, hoursBefore(5.9)).wasLateCancellation).toBe(true);
    expect(decideCancellation('confirmed', event, hoursBefore(6)).wasLateCancellation).toBe(false);
    expect(decideCancellation('confirmed', event, hoursBefore(48)).wasLateCancellation).toBe(false);
  });

  it('never counts dropping an unpaid hold for the policy', () => {
    expect(decideCancellation('pending_payment', event, hoursBefore(1))).toEqual({ wasLateCancellation: false, countsForPolicy: false });
  });

  it('answers a repeated cancellation as the first one, counting nothing', () => {
    expect(repeatedCancellation(true)).toEqual({ wasLateCancellation: true, countsForPolicy: false, alreadyCancelled: true });
  });

  it('refuses to cancel after the start, or a booking that is not active', () => {
    expect(() => decideCancellation('confirmed', event, event)).toThrow(expect.objectContaining({ code: 'DINNERS.ALREADY_STARTED' }));
    expect(() => decideCancellation('cancelled', event, hoursBefore(48))).toThrow(expect.objectContaining({ code: 'DINNERS.NOT_CANCELLABLE' }));
    expect(() => decideCancellation('attended', event, hoursBefore(48))).toThrow(expect.objectContaining({ code: 'DINNERS.NOT_CANCELLABLE' }));
    // Shown to the couple in the 'Cancellation Failed' toast: it must read well for every status.
    expect(() => decideCancellation('cancelled', event, hoursBefore(48))).toThrow('This booking is already cancelled.');
    expect(() => decideCancellation('expired', event, hoursBefore(48))).toThrow('This reservation expired unpaid: there is nothing to cancel.');
    expect(() => decideCancellation('attended', event, hoursBefore(48))).toThrow('This dinner has already taken place.');
  });
});
