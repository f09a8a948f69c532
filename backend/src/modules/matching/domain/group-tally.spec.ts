import fc from 'fast-check';
import { couplesArbitrary, restaurantsArbitrary } from '../../../../test/matching/matching-arbitraries';
import { GroupTally, MatchingInstance, NOT_LOOKED_UP } from './matching-instance';
import { resolveMatchingSettings } from './matching-parameters';

const onDate = new Date('2026-11-27T00:00:00Z');

describe('GroupTally', () => {
  it('values a group with one couple more exactly as counting the whole group again does', () => {
    fc.assert(
      fc.property(
        couplesArbitrary(12),
        restaurantsArbitrary(4),
        fc.array(fc.nat(11), { minLength: 1, maxLength: 6 }),
        fc.nat(11),
        fc.nat(11),
        (couples, venues, picks, skipPick, addPick) => {
          const instance = new MatchingInstance(couples, venues, resolveMatchingSettings(), onDate, 1);
          const n = couples.length;
          fc.pre(n >= 2);
          const members = [...new Set(picks.map((p) => p % n))];
          const skip = members[skipPick % members.length];
          const add = addPick % n;
          fc.pre(!members.includes(add));
          const tally = new GroupTally();
          instance.tally(members, skip, tally);
          const whole = [...members.filter((m) => m !== skip), add];
          // toBe: the search compares these values, so they must agree to the last bit, not nearly.
          expect(instance.valueAdding(members, skip, tally, add)).toBe(instance.groupValue(whole));
          expect(instance.valueOf(tally)).toBe(instance.groupValue(members, skip));
          // The search hands over pair scores it already looked up, some still to ask: the value stays the same.
          const known = new Int16Array(members.length + 1);
          members.forEach((m, y) => (known[1 + y] = y % 2 === 0 ? instance.graph.score(add, m) : NOT_LOOKED_UP));
          expect(instance.valueAdding(members, skip, tally, add, known, 1)).toBe(instance.groupValue(whole));
        },
      ),
    );
  });
});
