import { ContactGrant } from '../../domain/see-you-again';

/** A mutual pair as one couple sees it: the other couple and when the pair became mutual. */
export interface MutualPair {
  otherCoupleId: string;
  /** The later of the two first marks: when both had said so. */
  since: Date;
}

export interface ReceivedGrant extends ContactGrant {
  /** The member of the other couple who granted it. */
  userId: string;
  coupleId: string;
}

/** Port: the marks, the members' contact grants and the couples' wish to be seated together again. */
export abstract class SeeYouAgainRepository {
  /** Serialises the decisions about one pair of couples (two marks at once must not both miss that the pair became mutual). */
  abstract lockPair(a: string, b: string): Promise<void>;
  /** False when this couple had already marked that one at this dinner. */
  abstract addMark(mark: { dinnerId: string; coupleId: string; markedCoupleId: string }, now: Date): Promise<boolean>;
  abstract removeMark(mark: { dinnerId: string; coupleId: string; markedCoupleId: string }): Promise<void>;
  /** The couples `coupleId` marked at this dinner. */
  abstract markedAt(dinnerId: string, coupleId: string): Promise<string[]>;
  /** Whether `by` marked `of` at any dinner. */
  abstract hasMarked(by: string, of: string): Promise<boolean>;
  /** The couples `coupleId` marked and that marked it, at any dinners. */
  abstract mutualPairsOf(coupleId: string): Promise<MutualPair[]>;
  abstract grantOf(userId: string, otherCoupleId: string): Promise<ContactGrant | null>;
  abstract saveGrant(grant: { userId: string; coupleId: string; otherCoupleId: string } & ContactGrant, now: Date): Promise<void>;
  /** What members of `fromCoupleIds` granted to `toCoupleId`. */
  abstract grantsTo(toCoupleId: string, fromCoupleIds: readonly string[]): Promise<ReceivedGrant[]>;
  /** The grants of these members, by the couple they were given to. */
  abstract grantsBy(userIds: readonly string[]): Promise<(ContactGrant & { userId: string; otherCoupleId: string })[]>;
  abstract setSeatTogether(coupleId: string, otherCoupleId: string, wanted: boolean, now: Date): Promise<void>;
  /** The couples that `coupleId` asked to be seated with again. */
  abstract seatTogetherWishesOf(coupleId: string): Promise<string[]>;
  /** Among these couples, the pairs that are mutual and where both asked to be seated together again. */
  abstract seatTogetherPairs(coupleIds: readonly string[]): Promise<{ a: string; b: string }[]>;
}
