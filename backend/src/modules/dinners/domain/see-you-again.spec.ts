import { grantChanges, isMarkingOpen, NOTHING_SHARED, mutualPairsOf, pairKey, sharedContact } from './see-you-again';

const eventDate = new Date('2026-11-20T19:00:00Z');
const before = new Date('2026-11-20T18:59:00Z');
const after = new Date('2026-11-20T19:00:00Z');

describe('see you again', () => {
  it('opens marks once a seated couple has had its dinner, or it attended', () => {
    expect(isMarkingOpen({ status: 'confirmed', eventDate, seated: true }, before)).toBe(false);
    expect(isMarkingOpen({ status: 'confirmed', eventDate, seated: true }, after)).toBe(true);
    expect(isMarkingOpen({ status: 'confirmed', eventDate, seated: false }, after)).toBe(false);
    expect(isMarkingOpen({ status: 'attended', eventDate, seated: false }, before)).toBe(true);
    expect(isMarkingOpen({ status: 'cancelled', eventDate, seated: true }, after)).toBe(false);
  });

  it('shows another couple only what each member granted', () => {
    const member = { userId: 'u1', firstName: 'Aoife', email: 'aoife@example.ie', phoneNumber: '+353 871234567' };
    expect(sharedContact(member, undefined)).toEqual({ userId: 'u1', firstName: 'Aoife', email: null, phoneNumber: null });
    expect(sharedContact(member, { shareEmail: false, sharePhone: true })).toEqual({
      userId: 'u1',
      firstName: 'Aoife',
      email: null,
      phoneNumber: '+353 871234567',
    });
    expect(sharedContact(member, { shareEmail: true, sharePhone: false }).email).toBe('aoife@example.ie');
  });

  it('audits each field whose sharing changed', () => {
    expect(grantChanges(NOTHING_SHARED, NOTHING_SHARED)).toEqual([]);
    expect(grantChanges(NOTHING_SHARED, { shareEmail: true, sharePhone: true })).toEqual([
      { field: 'email', granted: true },
      { field: 'phone', granted: true },
    ]);
    expect(grantChanges({ shareEmail: true, sharePhone: true }, { shareEmail: false, sharePhone: true })).toEqual([{ field: 'email', granted: false }]);
  });

  it('finds the mutual pairs among the marks of a dinner', () => {
    expect(pairKey('b', 'a')).toBe(pairKey('a', 'b'));
    expect(mutualPairsOf({ marks: [] })).toEqual([]);
    const marks = [
      { by: 'a', of: 'b' },
      { by: 'b', of: 'a' },
      { by: 'a', of: 'c' },
      { by: 'd', of: 'c' },
    ];
    expect(mutualPairsOf({ marks })).toEqual([{ a: 'a', b: 'b' }]);
  });
});
