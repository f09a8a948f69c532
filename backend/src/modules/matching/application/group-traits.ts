import { CoupleTraits } from '../domain/icebreakers';

/** Port: what the couples of a group share with a table (their profiles), in no particular order; couples without a profile are absent. */
export abstract class GroupTraits {
  abstract of(coupleIds: readonly string[]): Promise<CoupleTraits[]>;
}
