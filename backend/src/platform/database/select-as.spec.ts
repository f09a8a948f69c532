import { selectAs } from './select-as';

describe('selectAs', () => {
  it('selects each column of the alias under its field name, with an optional prefix', () => {
    expect(selectAs('d', { eventDate: 'event_date', id: 'id' })).toBe('d.event_date AS "eventDate", d.id AS "id"');
    expect(selectAs('d', { eventDate: 'event_date' }, 'dinner.')).toBe('d.event_date AS "dinner.eventDate"');
  });
});
