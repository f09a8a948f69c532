import { isPublicAddress } from './webhook-addresses';
import { webhookData } from './webhook-events';
import { afterFailure, outcomeOf } from './webhook-retries';

const HOUR = 3_600_000;

describe('webhook rules', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.0.0.8', false],
    ['172.20.1.1', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['::ffff:127.0.0.1', false],
    ['93.184.216.34', true],
    ['2606:4700::1111', true],
    ['::ffff:93.184.216.34', true],
  ])('judges %s public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('keeps only the fields a type names, in snake case, whatever the payload holds', () => {
    const payload = { kind: 'booking_cancelled', dinnerId: 'd', coupleId: 'c', revealed: true, bookingId: 'b', email: 'aoife@example.ie', phone: '+353' };
    expect(webhookData('booking.cancelled', payload)).toEqual({ dinner_id: 'd', couple_id: 'c', revealed: true, booking_id: 'b' });
    const restaurant = {
      restaurantId: 'r',
      before: { name: 'A', address: 'x', city: 'Dublin', email: 'chef@a.ie' },
      after: { name: 'B', address: 'y', city: 'Dublin', email: 'x@b.ie' },
    };
    expect(JSON.stringify(webhookData('restaurant.changed', restaurant))).not.toContain('@');
  });

  it('retries with growing gaps and gives up after 72 hours', () => {
    const first = new Date(0);
    expect(afterFailure(1, first, first)).toEqual({ retryAt: new Date(60_000) });
    expect(afterFailure(6, first, new Date(60 * HOUR))).toEqual({ retryAt: new Date(70 * HOUR) });
    expect(afterFailure(9, first, new Date(65 * HOUR))).toBe('give_up');
    expect([outcomeOf(204), outcomeOf(410), outcomeOf(301), outcomeOf(null)]).toEqual(['delivered', 'gone', 'failed', 'failed']);
  });
});
