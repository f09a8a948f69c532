import type { Language } from '../../../../kernel/languages';
import { CoupleDescription } from '../../domain/reveal-policy';

export interface CoupleContact {
  userId: string;
  email: string;
  phoneNumber: string | null;
  firstName: string;
  /** The member's choice for the optional dinner mails (teaser, review request). */
  dinnerReminders: boolean;
  /** The language the member reads (their choice, else their couple's city's): their mails and calendar files are written in it. */
  language: Language;
}

/** What dinners needs to know and record about couples, owned by identity and couple-profile. */
export abstract class CoupleDirectory {
  /** The profile's city and country; the launch city when the couple has no profile. */
  abstract locationOf(coupleId: string): Promise<{ city: string; country: string }>;
  /** Members' first names and the couple's interests, primary member first. */
  abstract describe(coupleIds: string[]): Promise<CoupleDescription[]>;
  /** The couple of each of these members, by user id (an unknown member left out). */
  abstract couplesOfMembers(userIds: readonly string[]): Promise<Map<string, string>>;
  /** Each couple's dietary restrictions ('None' left out, the couple's own words for 'Other'), by couple id. */
  abstract dietaryNeeds(coupleIds: readonly string[]): Promise<Map<string, string[]>>;
  abstract contactsOf(coupleId: string): Promise<CoupleContact[]>;
  /** The contacts of many couples at once, by couple id (a batch of mails to couples). */
  abstract contactsOfCouples(coupleIds: readonly string[]): Promise<Map<string, CoupleContact[]>>;
  /** The names of these accounts (admins acting on a dinner), by user id. */
  abstract namesOf(userIds: readonly string[]): Promise<Map<string, string>>;
}
