import { Injectable } from '@nestjs/common';
import { CoupleCities } from '../../../identity';
import { CoupleRepository } from '../../application/couple.repository';

/**
 * Identity's CoupleCities over the couple's profile: its members' default language is their
 * city's. Straight on the repository, not CoupleProfiles: that one reads identity's member
 * accounts, which read this (a cycle Nest would wait on forever).
 */
@Injectable()
export class ProfileCoupleCities extends CoupleCities {
  constructor(private readonly couples: CoupleRepository) {
    super();
  }

  cityOf(coupleId: string): Promise<{ city: string; country: string } | null> {
    return this.couples.locationOf(coupleId);
  }

  citiesOf(coupleIds: readonly string[]): Promise<Map<string, { city: string; country: string }>> {
    return this.couples.locationsOf(coupleIds);
  }
}
