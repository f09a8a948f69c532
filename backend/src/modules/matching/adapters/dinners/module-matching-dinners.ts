import { Injectable } from '@nestjs/common';
import { DinnersForMatching } from '../../../dinners';
import { DinnerToMatch, MatchingDinners } from '../../application/matching-dinners';

/** The dinners being matched, through the dinners module's public service. */
@Injectable()
export class ModuleMatchingDinners extends MatchingDinners {
  constructor(private readonly dinners: DinnersForMatching) {
    super();
  }

  find(dinnerId: string): Promise<DinnerToMatch | null> {
    return this.dinners.find(dinnerId);
  }

  sameNight(dinner: DinnerToMatch): Promise<string[]> {
    return this.dinners.sameNight(dinner);
  }

  recordStatus(dinnerId: string, status: string, change: 'run' | 'edit', by: 'schedule' | 'admin'): Promise<void> {
    return this.dinners.recordMatchingStatus(dinnerId, status, change, by);
  }

  tablesChanged(dinnerId: string): Promise<void> {
    return this.dinners.tablesChanged(dinnerId);
  }

  closeBookings(dinnerId: string, adminId: string): Promise<void> {
    return this.dinners.closeBookingsForMatching(dinnerId, adminId);
  }
}
