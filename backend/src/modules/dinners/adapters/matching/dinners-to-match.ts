import { Injectable } from '@nestjs/common';
import { DinnerToMatch, MatchingDinners, PaidBooking, PastDinner, ReviewRatings, SeatChange } from '../../../matching';
import { DinnersForMatching } from '../../application/seating/dinners-for-matching';
import { SeeYouAgainRepository } from '../../application/table-social/see-you-again-repository';

/** Matching's port for the dinners it matches, bound here: matching never imports dinners. */
@Injectable()
export class DinnersToMatch extends MatchingDinners {
  constructor(
    private readonly dinners: DinnersForMatching,
    private readonly seeYouAgain: SeeYouAgainRepository,
  ) {
    super();
  }

  find(dinnerId: string): Promise<DinnerToMatch | null> {
    return this.dinners.find(dinnerId);
  }

  sameNight(dinner: DinnerToMatch): Promise<string[]> {
    return this.dinners.sameNight(dinner);
  }

  paidBookings(dinnerId: string): Promise<PaidBooking[]> {
    return this.dinners.paidBookings(dinnerId);
  }

  pastDinners(dinnerIds: readonly string[], before: Date): Promise<PastDinner[]> {
    return this.dinners.pastDinners(dinnerIds, before);
  }

  reviewRatings(dinnerIds: readonly string[]): Promise<ReviewRatings[]> {
    return this.dinners.reviewRatings(dinnerIds);
  }

  seatTogetherPairs(coupleIds: readonly string[]): Promise<{ a: string; b: string }[]> {
    return this.seeYouAgain.seatTogetherPairs(coupleIds);
  }

  recordStatus(dinnerId: string, status: string, change: 'run' | 'edit', by: 'schedule' | 'admin', adminId: string | null): Promise<void> {
    return this.dinners.recordMatchingStatus(dinnerId, status, change, by, adminId);
  }

  publishChange(change: SeatChange, adminId: string | null): Promise<void> {
    return this.dinners.publishChange(change, adminId);
  }

  tablesChanged(dinnerId: string): Promise<void> {
    return this.dinners.tablesChanged(dinnerId);
  }

  closeBookings(dinnerId: string, adminId: string): Promise<void> {
    return this.dinners.closeBookingsForMatching(dinnerId, adminId);
  }
}
