import { DiningHistory } from '../domain/dining-history';

/** Port: what the engine remembers of these couples' past dinners (groups, their ratings of each other and of restaurants). */
export abstract class DiningHistorySource {
  /** Every table any of `coupleIds` shared at a dinner held before `before`, and the ratings given there. */
  abstract forCouples(coupleIds: readonly string[], before: Date): Promise<DiningHistory>;
}
