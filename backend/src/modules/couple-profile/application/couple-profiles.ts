import { Injectable } from '@nestjs/common';
import { CoupleMember, MemberAccounts } from '../../identity';
import { StoredCouple } from '../domain/couple';
import { CoupleRepository } from './couple.repository';

export interface CoupleSummary {
  coupleId: string;
  city: string;
  country: string;
  /** Accounts of the couple (primary first); a partner appears once onboarded. */
  members: CoupleMember[];
  /** What may be shared with other couples: first names and a few selected interests. */
  firstNames: string[];
  interests: string[];
}

/**
 * Read access to couples for other modules (dinners, matching, support): exported from
 * the module's index.ts.
 */
@Injectable()
export class CoupleProfiles {
  constructor(
    private readonly couples: CoupleRepository,
    private readonly members: MemberAccounts,
  ) {}

  findCouple(coupleId: string): Promise<StoredCouple | null> {
    return this.couples.findById(coupleId);
  }

  /** Many couples at once (matching a dinner); couples without a profile are absent. */
  findCouples(coupleIds: readonly string[]): Promise<StoredCouple[]> {
    return this.couples.findByIds(coupleIds);
  }

  /** What a couple shares with its table-mates besides first names (see summarize), by couple id; couples without a profile are absent. */
  interestsOf(coupleIds: readonly string[]): Promise<Map<string, string[]>> {
    return this.couples.interestsOf(coupleIds);
  }

  /** The city and country of the couple's profile; null without a profile. */
  locationOf(coupleId: string): Promise<{ city: string; country: string } | null> {
    return this.couples.locationOf(coupleId);
  }

  async summarize(coupleId: string): Promise<CoupleSummary | null> {
    const couple = await this.couples.findById(coupleId);
    if (!couple) return null;
    const members = await this.members.listMembers(coupleId);
    return {
      coupleId,
      city: couple.profile.city,
      country: couple.profile.country,
      members,
      firstNames: members.map((member) => member.firstName),
      interests: couple.profile.idealSocialOuting,
    };
  }
}
