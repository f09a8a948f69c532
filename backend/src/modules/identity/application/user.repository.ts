import type { Language } from '../../../kernel/languages';
import { CallerFacts } from '../domain/caller';
import { User } from '../domain/user';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string | null;
  passwordHash: string;
  role: User['role'];
  isAdmin: boolean;
  /** An admin's role (the bootstrap admin is an owner). */
  adminRole?: 'owner';
  emailVerified: boolean;
  coupleId?: string | null;
  phoneNumber?: string | null;
  gender?: string | null;
  genderOther?: string | null;
  dateOfBirth?: string | null;
  location?: string | null;
  acceptedTerms?: boolean;
  invitedByUserId?: string | null;
  invitationExpiresAt?: Date | null;
  marketingOptInRequestedAt?: Date | null;
  /** The member's language choice (the sign-up sends the browser's). */
  language?: Language | null;
}

/** A couple member as matching reads and the admin's match screens show it. */
export interface CouplePerson {
  userId: string;
  coupleId: string;
  firstName: string;
  lastName: string | null;
  email: string;
  role: User['role'];
  dateOfBirth: string | null;
  gender: string | null;
}

/** What a member edits of their own account on Edit Profile. */
export interface MemberDetails {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  dateOfBirth: string;
}

export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;
  /** The accounts with these ids, in no particular order (an unknown id absent). */
  abstract findByIds(ids: readonly string[]): Promise<User[]>;
  /** Read on every signed-in request: only what makes a caller. */
  abstract findCallerFacts(id: string): Promise<CallerFacts | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  abstract listByCouple(coupleId: string): Promise<User[]>;
  /** The members of many couples at once, each couple's oldest account first (a batch of reveal mails). */
  abstract listByCouples(coupleIds: readonly string[]): Promise<User[]>;
  /** The members of many couples at once, primary member first, then oldest account first. */
  abstract listPeopleOfCouples(coupleIds: readonly string[]): Promise<CouplePerson[]>;
  /** The couple of each of these members (an unknown id is left out). */
  abstract coupleIdsOfMembers(userIds: readonly string[]): Promise<Map<string, string>>;
  /** Throws IdentityErrors.emailAlreadyRegistered when the email is taken (also under a race). */
  abstract create(user: NewUser): Promise<User>;
  /** Makes the user an admin, and an owner. */
  abstract makeAdmin(id: string, passwordHash: string): Promise<void>;
  abstract markEmailVerified(id: string): Promise<void>;
  /** The sign-up's waiting marketing opt-in, cleared: its time once, then null (also under a race). */
  abstract takeMarketingOptIn(id: string): Promise<Date | null>;
  abstract updatePassword(id: string, passwordHash: string): Promise<void>;
  /** Replaces the hash only while it is still `current` (a password changed meanwhile stays changed). */
  abstract replacePasswordHash(id: string, current: string, next: string): Promise<void>;
  /** A stored password hash of the most common kind (algorithm and cost), null when nobody has a password. */
  abstract typicalPasswordHash(): Promise<string | null>;
  /** The new address, verified (a link proved it), with the old one kept among previousEmails; throws IdentityErrors.emailInUse when taken. */
  abstract changeEmail(id: string, from: string, to: string): Promise<void>;
  abstract setDinnerReminders(id: string, on: boolean): Promise<void>;
  abstract setLanguage(id: string, language: Language | null): Promise<void>;
  abstract updateDetails(id: string, details: MemberDetails): Promise<void>;
  /** Where mails for the admins go: every admin's email. */
  /** Every admin's address and language choice, by address. */
  abstract listAdminContacts(): Promise<{ email: string; languageChoice: Language | null }[]>;
}
