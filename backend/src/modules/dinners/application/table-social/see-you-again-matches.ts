import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { AdminAuditLog } from '../../../../platform/audit/admin-audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { DinnerErrors } from '../../domain/dinner-errors';
import { shareableCouple, SharedCouple } from '../../domain/reveal-policy';
import { ContactGrant, grantChanges, NOTHING_SHARED, SharedContact, sharedContact } from '../../domain/see-you-again';
import { coupleOf } from '../bookings/booking-access';
import { CoupleDirectory } from '../bookings/couple-directory';
import { SeeYouAgainRepository } from './see-you-again-repository';

/** A mutual "see you again" as one member sees it. */
export interface MutualMatch {
  couple: SharedCouple;
  since: Date;
  /** What this member shares with them. */
  myGrant: ContactGrant;
  /** The other couple's members: first names, and only what each of them granted. */
  theirContacts: SharedContact[];
  /** This couple asked to be seated with them again. */
  seatTogether: boolean;
  /** They asked it too: the engine seats both together when it can, whenever both book the same dinner. */
  theyAskedToo: boolean;
}

/**
 * GET /api/user/see-you-again and the member's choices on a mutual match: what of their own
 * contact details the other couple sees (each change audited, withdrawable at any time) and
 * the couple's wish to be seated together again. Only mutual pairs exist here: anything about
 * another couple answers 404 unless both couples marked each other.
 */
@Injectable()
export class SeeYouAgainMatches {
  constructor(
    private readonly marks: SeeYouAgainRepository,
    private readonly couples: CoupleDirectory,
    private readonly audit: AdminAuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(caller: Caller): Promise<MutualMatch[]> {
    const coupleId = coupleOf(caller);
    const pairs = await this.marks.mutualPairsOf(coupleId);
    if (pairs.length === 0) return [];
    const others = pairs.map((pair) => pair.otherCoupleId);
    const [descriptions, myGrants, received, myWishes] = await this.unitOfWork.all([
      () => this.couples.describe(others),
      () => this.marks.grantsBy([caller.id]),
      () => this.marks.grantsTo(coupleId, others),
      () => this.marks.seatTogetherWishesOf(coupleId),
    ] as const);
    const described = new Map(descriptions.map((couple) => [couple.coupleId, shareableCouple(couple)]));
    const matches: MutualMatch[] = [];
    for (const pair of pairs) {
      const couple = described.get(pair.otherCoupleId);
      if (!couple || couple.userIds.length === 0) continue;
      const [members, theirWishes] = await this.unitOfWork.all([
        () => this.couples.contactsOf(pair.otherCoupleId),
        () => this.marks.seatTogetherWishesOf(pair.otherCoupleId),
      ] as const);
      matches.push({
        couple,
        since: pair.since,
        myGrant: myGrants.find((grant) => grant.otherCoupleId === pair.otherCoupleId) ?? NOTHING_SHARED,
        theirContacts: members.map((member) =>
          sharedContact(
            member,
            received.find((grant) => grant.userId === member.userId),
          ),
        ),
        seatTogether: myWishes.includes(pair.otherCoupleId),
        theyAskedToo: theirWishes.includes(coupleId),
      });
    }
    return matches;
  }

  /** The member's own choice; each field that changes is one audit entry (granted or withdrawn). */
  async share(caller: Caller, otherCoupleId: string, grant: ContactGrant): Promise<MutualMatch> {
    const coupleId = coupleOf(caller);
    await this.unitOfWork.run(async () => {
      await this.assertMutual(coupleId, otherCoupleId);
      const before = (await this.marks.grantOf(caller.id, otherCoupleId)) ?? NOTHING_SHARED;
      const changes = grantChanges(before, grant);
      if (changes.length === 0) return;
      await this.marks.saveGrant({ userId: caller.id, coupleId, otherCoupleId, ...grant }, this.clock.now());
      for (const change of changes) {
        await this.audit.recordMemberChoice({
          memberId: caller.id,
          action: change.granted ? 'contact_share_granted' : 'contact_share_withdrawn',
          subjectUserIds: [caller.id],
          detail: { field: change.field, coupleId, otherCoupleId },
        });
      }
    });
    return this.one(caller, otherCoupleId);
  }

  async seatTogether(caller: Caller, otherCoupleId: string, wanted: boolean): Promise<MutualMatch> {
    const coupleId = coupleOf(caller);
    await this.unitOfWork.run(async () => {
      await this.assertMutual(coupleId, otherCoupleId);
      await this.marks.setSeatTogether(coupleId, otherCoupleId, wanted, this.clock.now());
    });
    return this.one(caller, otherCoupleId);
  }

  private async one(caller: Caller, otherCoupleId: string): Promise<MutualMatch> {
    const match = (await this.list(caller)).find((m) => m.couple.coupleId === otherCoupleId);
    if (!match) throw DinnerErrors.noMutualMatch();
    return match;
  }

  private async assertMutual(coupleId: string, otherCoupleId: string): Promise<void> {
    const mutual = (await this.marks.hasMarked(coupleId, otherCoupleId)) && (await this.marks.hasMarked(otherCoupleId, coupleId));
    if (!mutual) throw DinnerErrors.noMutualMatch();
  }
}
