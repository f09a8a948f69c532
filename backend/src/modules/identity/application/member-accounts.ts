import { Injectable } from '@nestjs/common';
import { displayName, User } from '../domain/user';
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
}

const toMember = (user: User): CoupleMember => ({
  userId: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  role: user.role,
  emailVerified: user.emailVerified,
  dinnerReminders: user.dinnerReminders,
});

/**
 * What other modules (dinners, payments, matching) need to know about a couple's member
 * accounts. Exported from the module's index.ts.
 */
@Injectable()
export class MemberAccounts {
  constructor(private readonly users: UserRepository) {}

  /** Each account's name as people read it ('Ada Admin'), by user id (an unknown or deleted account left out). */
  async namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const userId of new Set(userIds)) {
      const user = await this.users.findById(userId);
      if (user) names.set(userId, displayName(user));
    }
    return names;
  }

  /** The couple of the account with this email (any letter case), if any. */
  async findCoupleIdByEmail(email: string): Promise<string | null> {
    return (await this.users.findByEmail(email))?.coupleId ?? null;
  }

  async listMembers(coupleId: string): Promise<CoupleMember[]> {
    return (await this.users.listByCouple(coupleId)).map(toMember);
  }

  /** The members of many couples at once, by couple id (a couple without members is absent). */
  async listMembersOfCouples(coupleIds: readonly string[]): Promise<Map<string, CoupleMember[]>> {
    const members = new Map<string, CoupleMember[]>();
    for (const user of await this.users.listByCouples(coupleIds)) {
      if (!user.coupleId) continue;
      members.set(user.coupleId, [...(members.get(user.coupleId) ?? []), toMember(user)]);
    }
    return members;
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
