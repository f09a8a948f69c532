import { answerReservation, canonicalDetails, planReservations, ReservationDetails, StoredReservation } from './restaurant-reservation';

const details = (over: Partial<ReservationDetails> = {}): ReservationDetails => ({
  groupId: 'g1',
  restaurantId: 'r1',
  tableNumber: 1,
  eventDate: new Date('2026-12-01T19:30:00Z'),
  partySize: 4,
  firstNames: ['Aoife', 'Cian', 'Maeve', 'Liam'],
  dietaryNeeds: [],
  ...over,
});
const stored = (over: Partial<StoredReservation> = {}): StoredReservation => ({
  eventDate: null,
  id: 'x',
  dinnerId: 'd',
  groupId: 'g1',
  restaurantId: 'r1',
  tableNumber: 1,
  partySize: 4,
  status: 'pending',
  revision: 1,
  fingerprint: canonicalDetails(details()),
  respondedAt: null,
  declineReason: null,
  ...over,
});
const wanted = (d: ReservationDetails) => ({ details: d, fingerprint: canonicalDetails(d) });

describe('planReservations', () => {
  it('tells a restaurant of a new table, nothing when nothing changed, and a change when the guests did', () => {
    expect(planReservations([wanted(details())], []).map((s) => s.kind)).toEqual(['new']);
    expect(planReservations([wanted(details())], [stored()])).toEqual([]);
    expect(planReservations([wanted(details({ partySize: 2, firstNames: ['Aoife', 'Cian'] }))], [stored()]).map((s) => s.kind)).toEqual(['changed']);
  });

  it('another group at the same table with the same guests is no change (a matching run again forms new groups)', () => {
    expect(planReservations([wanted(details({ groupId: 'g2' }))], [stored()])).toEqual([]);
  });

  it('a table no longer needed is cancelled once; taken again, it reopens', () => {
    expect(planReservations([], [stored()]).map((s) => s.kind)).toEqual(['cancelled']);
    expect(planReservations([], [stored({ status: 'cancelled' })])).toEqual([]);
    const [step] = planReservations([wanted(details())], [stored({ status: 'cancelled' })]);
    expect(step).toMatchObject({ kind: 'new', reopened: { id: 'x' } });
  });

  it('a group moved to another restaurant frees the old table and books the new one', () => {
    expect(
      planReservations([wanted(details({ restaurantId: 'r2' }))], [stored()])
        .map((s) => s.kind)
        .sort(),
    ).toEqual(['cancelled', 'new']);
  });

  it('a group moved to another table of the same restaurant is one step naming the table it left (issue 51)', () => {
    const steps = planReservations([wanted(details({ tableNumber: 2 }))], [stored()]);
    expect(steps).toEqual([expect.objectContaining({ kind: 'moved', details: expect.objectContaining({ tableNumber: 2 }), from: stored(), reopened: null })]);
    const [back] = planReservations([wanted(details())], [stored({ tableNumber: 2, id: 'y' }), stored({ status: 'cancelled' })]);
    expect(back).toMatchObject({ kind: 'moved', from: { id: 'y' }, reopened: { id: 'x' } });
  });

  it('another group taking a table freed at the same restaurant is a new table and a cancelled one', () => {
    expect(
      planReservations([wanted(details({ tableNumber: 2, groupId: 'g2' }))], [stored()])
        .map((s) => s.kind)
        .sort(),
    ).toEqual(['cancelled', 'new']);
  });
});

describe('answerReservation', () => {
  it('confirms or declines the current revision, a repeated answer changing nothing', () => {
    expect(answerReservation({ status: 'pending', revision: 2 }, 2, 'confirm', false)).toEqual({ status: 'confirmed', changed: true });
    expect(answerReservation({ status: 'pending', revision: 2 }, 2, 'decline', false)).toEqual({ status: 'declined', changed: true });
    expect(answerReservation({ status: 'confirmed', revision: 2 }, 2, 'confirm', false)).toEqual({ status: 'confirmed', changed: false });
    expect(answerReservation({ status: 'declined', revision: 2 }, 2, 'decline', true)).toEqual({ status: 'declined', changed: false });
  });

  it('lets a table be declined until the reveal, and a declined one be taken back only by the admins (issue 46)', () => {
    expect(answerReservation({ status: 'confirmed', revision: 2 }, 2, 'decline', false)).toEqual({ status: 'declined', changed: true });
    expect(() => answerReservation({ status: 'confirmed', revision: 2 }, 2, 'decline', true)).toThrow('already been told where they are dining');
    // Never answered: after the reveal its couples know where they dine all the same (issue 45, finding 2).
    expect(() => answerReservation({ status: 'pending', revision: 2 }, 2, 'decline', true)).toThrow('already been told where they are dining');
    expect(answerReservation({ status: 'pending', revision: 2 }, 2, 'confirm', true)).toEqual({ status: 'confirmed', changed: true });
    expect(() => answerReservation({ status: 'declined', revision: 2 }, 2, 'confirm', false)).toThrow('To take it after all, please contact our team.');
  });

  it('refuses an older revision and a cancelled table', () => {
    expect(() => answerReservation({ status: 'pending', revision: 2 }, 1, 'confirm', false)).toThrow('changed after this email');
    expect(() => answerReservation({ status: 'cancelled', revision: 2 }, 2, 'confirm', false)).toThrow('cancelled');
  });
});
