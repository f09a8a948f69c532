import { DinnerEvent } from '../../application/dinner-events/dinner-views';
import { useTestCities } from '../../../../kernel/city-registry.testing';
import { toSlotDto } from './dinner-presenter';

const dinner = (eventDate: string): DinnerEvent => ({
  id: 'd1',
  city: 'Dublin',
  country: 'Ireland',
  eventDate: new Date(eventDate),
  bookingDeadline: new Date(eventDate),
  capacity: 20,
  frequency: 'monthly',
  status: 'accepting_bookings',
  isActive: true,
  logisticsFeeCents: 1500,
  notes: null,
  takenSpots: 0,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

describe('toSlotDto', () => {
  beforeAll(useTestCities);

  const now = new Date('2026-01-01T00:00:00Z');

  it('gives the local date and time of Dublin, summer time included', () => {
    expect(toSlotDto(dinner('2026-07-10T18:30:00Z'), now)).toMatchObject({ date: '2026-07-10', time: '19:30' });
    expect(toSlotDto(dinner('2026-12-31T23:30:00Z'), now)).toMatchObject({ date: '2026-12-31', time: '23:30' });
    expect(toSlotDto(dinner('2026-06-30T23:15:00Z'), now)).toMatchObject({ date: '2026-07-01', time: '00:15' });
  });

  it("gives another city's dinner in that city's time zone", () => {
    const paris = { ...dinner('2026-12-31T23:30:00Z'), city: 'Paris', country: 'France' };
    const newYork = { ...dinner('2026-12-31T23:30:00Z'), city: 'New York', country: 'United States' };
    expect(toSlotDto(paris, now)).toMatchObject({ date: '2027-01-01', time: '00:30' });
    expect(toSlotDto(newYork, now)).toMatchObject({ date: '2026-12-31', time: '18:30' });
  });

  it('answers the same for a time seen before (formatted once, then remembered)', () => {
    const first = toSlotDto(dinner('2026-03-29T00:30:00Z'), now);
    const again = toSlotDto(dinner('2026-03-29T00:30:00Z'), now);
    expect(again).toEqual(first);
    expect(toSlotDto(dinner('2026-03-29T01:30:00Z'), now)).toMatchObject({ date: '2026-03-29', time: '02:30' });
  });
});

describe('the fee in the dinner city currency', () => {
  beforeAll(useTestCities);

  it('states a London fee in pounds and a Tokyo fee in whole yen', () => {
    const base = { id: 'd', eventDate: new Date('2026-12-31T19:30:00Z'), bookingDeadline: new Date('2026-12-30T19:30:00Z'), capacity: 20, takenSpots: 0 };
    const now = new Date('2026-12-01T00:00:00Z');
    expect(toSlotDto({ ...base, city: 'London', country: 'United Kingdom', logisticsFeeCents: 1300 } as never, now)).toMatchObject({
      logistics_fee: 13,
      currency: 'GBP',
    });
    expect(toSlotDto({ ...base, city: 'Tokyo', country: 'Japan', logisticsFeeCents: 1500 } as never, now)).toMatchObject({
      logistics_fee: 1500,
      currency: 'JPY',
    });
    expect(toSlotDto({ ...base, city: 'Dublin', country: 'Ireland', logisticsFeeCents: 1750 } as never, now)).toMatchObject({
      logistics_fee: 17.5,
      currency: 'EUR',
    });
  });
});
