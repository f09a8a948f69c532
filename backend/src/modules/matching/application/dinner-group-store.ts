import { MatchingAlgorithm } from '../domain/matching-algorithm';
import { RecordedOverride } from '../domain/group-rules';
import { Icebreakers } from '../domain/icebreakers';
import type { UnmatchedFacts } from './unmatched-wording';

/** Where a couple sits for a dinner: its group, the other couples, restaurant and table. */
export interface DinnerGroupSeat {
  groupId: string;
  dinnerId: string;
  restaurantId: string | null;
  tableNumber: number | null;
  coupleIds: string[];
  /** Written at the reveal; null before. */
  icebreakers: Icebreakers | null;
}

export interface NewDinnerGroup {
  dinnerId: string;
  restaurantId: string | null;
  tableNumber: number | null;
  compatibilityScore: number | null;
  matchingAlgorithm: string;
  matchReasoning: string | null;
  participants: { coupleId: string; bookingId: string | null }[];
}

/** How a dinner's matching went, for the admin's dinner lists. */
export interface MatchSummary {
  groups: number;
  seatedCouples: number;
}

export interface GroupParticipant {
  coupleId: string;
  bookingId: string | null;
  participationStatus: string;
}

export interface StoredGroup {
  id: string;
  dinnerId: string;
  restaurantId: string | null;
  tableNumber: number | null;
  compatibilityScore: number | null;
  status: string;
  matchingAlgorithm: MatchingAlgorithm;
  matchReasoning: string | null;
  runId: string | null;
  editedAt: Date | null;
  ruleOverrides: RecordedOverride[];
  /** The conversation starters written at the reveal; null before (absent: not read). */
  icebreakers?: Icebreakers | null;
  createdAt: Date;
  participants: GroupParticipant[];
}

export type GroupDraft = Omit<StoredGroup, 'id' | 'createdAt' | 'status' | 'participants' | 'icebreakers'> & {
  participants: { coupleId: string; bookingId: string | null }[];
};

export interface UnmatchedReason {
  coupleId: string;
  /** In English: what reads the record without wording it (rows recorded before `facts` show it as they are). */
  reason: string;
  /** What the reason says, worded in each reader's language on read; null on rows recorded before they were kept. */
  facts: UnmatchedFacts | null;
  notifiedAt: Date | null;
}

export interface TakenTable {
  groupId: string;
  dinnerId: string;
  restaurantId: string;
  tableNumber: number;
}

/**
 * Port: the groups of dinners (with their participants) and the reasons couples were left
 * out. Joins the caller's unit of work; `lockDinner` serialises every change to one
 * dinner's groups.
 */
export abstract class DinnerGroupStore {
  /** The couple's seat at each of these dinners where it has one, by dinner id. */
  abstract findSeats(coupleId: string, dinnerIds: readonly string[]): Promise<Map<string, DinnerGroupSeat>>;
  /** The dinners at which the couple holds a seat in a group. */
  abstract dinnersSeating(coupleId: string): Promise<string[]>;
  /** Takes the couple's seat out of the group (the group itself stays). */
  abstract removeSeat(groupId: string, coupleId: string): Promise<void>;
  /** A group with its participants, as given (demo data); the caller's unit of work makes it atomic. */
  abstract create(group: NewDinnerGroup): Promise<string>;
  /** Per dinner: its groups and the couples seated in them; a dinner without groups is absent. */
  abstract summaries(dinnerIds: readonly string[]): Promise<Map<string, MatchSummary>>;
  /** The dinner of every group seated at the restaurant, one entry per group. */
  abstract dinnersSeatedAt(restaurantId: string): Promise<string[]>;
  /** Holds the dinner's groups for the rest of the transaction. */
  abstract lockDinner(dinnerId: string): Promise<void>;
  abstract listGroups(dinnerId: string): Promise<StoredGroup[]>;
  abstract findGroup(groupId: string): Promise<StoredGroup | null>;
  /** Inserts groups with their participants; returns their ids in order. */
  abstract insertGroups(groups: GroupDraft[]): Promise<string[]>;
  /** Writes a group's fields and its participants as given. */
  abstract saveGroup(group: StoredGroup): Promise<void>;
  abstract deleteGroups(groupIds: string[]): Promise<void>;
  /** Stores the group's starters unless it already has some; answers the ones it keeps (null: no such group). */
  abstract setIcebreakersOnce(groupId: string, icebreakers: Icebreakers): Promise<Icebreakers | null>;
  /** Tables of the restaurants given to the groups of these dinners. */
  abstract takenTables(dinnerIds: string[]): Promise<TakenTable[]>;
  abstract unmatchedReasons(dinnerId: string): Promise<UnmatchedReason[]>;
  abstract replaceUnmatchedReasons(dinnerId: string, reasons: UnmatchedReason[]): Promise<void>;
  abstract setUnmatchedReason(dinnerId: string, coupleId: string, reason: string, facts: UnmatchedFacts): Promise<void>;
  abstract clearUnmatchedReasons(dinnerId: string, coupleIds: string[]): Promise<void>;
}
