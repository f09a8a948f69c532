import type { Language } from '../../../kernel/languages';

/** A person with an account. Couples have a primary user and, once onboarded, a partner. */
export type UserRole = 'primary' | 'partner' | 'admin';

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  passwordHash: string | null;
  role: UserRole;
  isAdmin: boolean;
  emailVerified: boolean;
  coupleId: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  phoneNumber: string | null;
  /** Whether the optional dinner mails (teaser, review request) go to this member. */
  dinnerReminders: boolean;
  previousEmails: string[];
  /** The language the member chose to read us in; null: their couple's city's default (MemberLanguages). */
  languageChoice: Language | null;
  /** The sign-up's marketing opt-in, waiting until the address is proven (only then is it consent). */
  marketingOptInRequestedAt: Date | null;
}

export function displayName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
