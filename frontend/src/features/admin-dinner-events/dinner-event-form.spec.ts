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
    expect(toDinnerEventInput({ ...values, city: '' }, LOCATIONS)).toEqual({ error: 'Please fill in all required fields' });
    expect(toDinnerEventInput({ ...values, bookingDeadline: '' }, LOCATIONS)).toEqual({ error: 'Please fill in all required fields' });
    expect(toDinnerEventInput({ ...values, capacity: '3' }, LOCATIONS)).toEqual({ error: 'Capacity must be at least 4 couples.' });
    expect(toDinnerEventInput({ ...values, capacity: 'lots' }, LOCATIONS)).toMatchObject({ data: { capacity: 20 } });
  });
});
