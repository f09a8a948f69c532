import { toDinnerEventInput } from './dinner-event-form';

const LOCATIONS = [
  { country: 'Ireland', cities: [{ city: 'Dublin', time_zone: 'Europe/Dublin', currency: 'EUR', default_fee_minor: 1500 }] },
  { country: 'France', cities: [{ city: 'Paris', time_zone: 'Europe/Paris', currency: 'EUR', default_fee_minor: 1500 }] },
];
const values = {
  country: 'Ireland',
  city: 'Dublin',
  eventDate: '2026-07-04T19:30',
  bookingDeadline: '2026-07-02T12:00',
  capacity: '12',
  frequency: 'monthly',
  logisticsFee: '15',
};

describe('the dinner event form', () => {
  it('sends the times typed as instants of the city zone', () => {
    expect(toDinnerEventInput(values, LOCATIONS)).toEqual({
      data: {
        country: 'Ireland',
        city: 'Dublin',
        event_date: '2026-07-04T18:30:00.000Z',
        booking_deadline: '2026-07-02T11:00:00.000Z',
        capacity: 12,
        frequency: 'monthly',
        logistics_fee: 15,
      },
    });
  });

  it('asks for the required fields, then a capacity of at least 4 (20 when not a number)', () => {
    expect(toDinnerEventInput({ ...values, city: '' }, LOCATIONS)).toEqual({ error: { message: 'admin.eventForm.required' } });
    expect(toDinnerEventInput({ ...values, bookingDeadline: '' }, LOCATIONS)).toEqual({ error: { message: 'admin.eventForm.required' } });
    expect(toDinnerEventInput({ ...values, capacity: '3' }, LOCATIONS)).toEqual({ error: { message: 'admin.eventForm.capacityMin', values: { min: 4 } } });
    expect(toDinnerEventInput({ ...values, capacity: 'lots' }, LOCATIONS)).toMatchObject({ data: { capacity: 20 } });
  });

  it("keeps the fee to its currency's own decimals, and names the currency when it is not an amount", () => {
    const tokyo = [{ country: 'Japan', cities: [{ city: 'Tokyo', time_zone: 'Asia/Tokyo', currency: 'JPY', default_fee_minor: 2000 }] }];
    const inTokyo = { ...values, country: 'Japan', city: 'Tokyo' };
    expect(toDinnerEventInput({ ...inTokyo, logisticsFee: '1999.6' }, tokyo)).toMatchObject({ data: { logistics_fee: 2000 } });
    expect(toDinnerEventInput({ ...values, logisticsFee: '15.555' }, LOCATIONS)).toMatchObject({ data: { logistics_fee: 15.56 } });
    expect(toDinnerEventInput({ ...inTokyo, logisticsFee: '-1' }, tokyo)).toEqual({
      error: { message: 'admin.eventForm.feeInvalid', values: { currency: 'JPY' } },
    });
  });
});
