import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../kernel/domain-error';
import { StoredCouple } from '../domain/couple';
import { assertValidCoupleProfile, CoupleProfile } from '../domain/couple-profile';
import { CoupleRepository } from './couple.repository';

/** PUT /api/user/profile: the couple edits its shared profile, under the wizard's rules. */
@Injectable()
export class UpdateCoupleProfile {
  constructor(private readonly couples: CoupleRepository) {}

  async execute(coupleId: string | null, profile: CoupleProfile): Promise<StoredCouple> {
    assertValidCoupleProfile(profile);
    const updated = coupleId ? await this.couples.updateProfile(coupleId, profile) : null;
    if (!updated) throw new DomainError('not_found', 'COUPLE_PROFILE.NOT_FOUND', 'No couple profile found for this account.');
    return updated;
  }
}
