import { CoupleTraits } from '../domain/icebreakers';

/** Port: what the couples of a group share with a table (their profiles); couples without a profile are absent. */
export abstract class GroupTraits {
  /** Each couple's traits, by couple id. */
  abstract byCouple(coupleIds: readonly string[]): Promise<Map<string, CoupleTraits>>;

  /** The couples' traits, in no particular order. */
  async of(coupleIds: readonly string[]): Promise<CoupleTraits[]> {
    return [...(await this.byCouple(coupleIds)).values()];
  }
}
