import { Injectable } from '@nestjs/common';
import { displayName, User } from '../domain/user';
import type { Language } from '../../../kernel/languages';
import { MemberLanguages } from './member-languages';
import { CouplePerson, UserRepository } from './user.repository';

export interface CoupleMember {
  userId: string;
  firstName: string;
  lastName: string | null;
  email: string;
  /** Dial code first ('+353 871234567'); shown to another couple only when the member shares it. */
  phoneNumber: string | null;
  role: User['role'];
  emailVerified: boolean;
  /** Whether the member wants the optional dinner mails (teaser, review request). */
  dinnerReminders: boolean;
  /** The language the member reads us in (their choice, else their couple's city's): their mails are written in it. */
  language: Language;
}

const toMember = (user: User, language: Language): CoupleMember => ({
  userId: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  role: user.role,
  emailVerified: user.emailVerified,
  dinnerReminders: user.dinnerReminders,
  language,
});

/**
 * What other modules (dinners, payments, matching) need to know about a couple's member
 * accounts. Exported from the module's index.ts.
 */
@Injectable()
export class MemberAccounts {
  constructor(
    private readonly users: UserRepository,
    private readonly languages: MemberLanguages,
  ) {}

  /** Each account's name as people read it ('Ada Admin'), by user id (an unknown or deleted account left out). */
  async namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
    return new Map((await this.users.findByIds(userIds)).map((user) => [user.id, displayName(user)]));
  }

  /** The couple of the account with this email (any letter case), if any. */
  async findCoupleIdByEmail(email: string): Promise<string | null> {
    return (await this.users.findByEmail(email))?.coupleId ?? null;
  }

  async listMembers(coupleId: string): Promise<CoupleMember[]> {
    const users = await this.users.listByCouple(coupleId);
    const languages = await this.languages.ofCouple(coupleId, users);
    return users.map((user, index) => toMember(user, languages[index]));
  }

  /** The members of many couples at once, by couple id (a couple without members is absent). */
  async listMembersOfCouples(coupleIds: readonly string[]): Promise<Map<string, CoupleMember[]>> {
    const byCouple = new Map<string, User[]>();
    for (const user of await this.users.listByCouples(coupleIds))
      if (user.coupleId) byCouple.set(user.coupleId, [...(byCouple.get(user.coupleId) ?? []), user]);
    const languages = await this.languages.ofCouples(byCouple);
    return new Map([...byCouple].map(([coupleId, users]) => [coupleId, users.map((user, index) => toMember(user, languages.get(coupleId)![index]))]));
  }

  /** The couple of each of these members (a review names the couples it rates by a member). */
  couplesOfMembers(userIds: readonly string[]): Promise<Map<string, string>> {
    return this.users.coupleIdsOfMembers(userIds);
  }

  /** The people of many couples at once (matching a dinner), primary member first. */
  peopleOfCouples(coupleIds: readonly string[]): Promise<CouplePerson[]> {
    return this.users.listPeopleOfCouples(coupleIds);
  }
}
