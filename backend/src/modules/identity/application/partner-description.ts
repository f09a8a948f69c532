import { Injectable } from '@nestjs/common';
import { BIRTH_DATE_MESSAGE, isAcceptableBirthDate } from '../../../kernel/birth-date';
import { Clock } from '../../../platform/clock/clock';
import type { Caller } from '../domain/caller';
import { IdentityErrors } from '../domain/identity-errors';
import { PendingPartnerRepository } from './pending-partner.repository';
import { UserRepository } from './user.repository';

export interface PartnerDescription {
  firstName: string;
  dateOfBirth: string;
}

/**
 * The partner as the primary member described them at sign-up (first name, date of birth),
 * corrected on Edit Profile. Only by that member, and only until the partner joins: from
 * then on the partner's details are the partner's own (OwnDetails, from their account).
 */
@Injectable()
export class PartnerDescriptionChange {
  constructor(
    private readonly users: UserRepository,
    private readonly pendingPartners: PendingPartnerRepository,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, description: PartnerDescription): Promise<void> {
    const member = await this.users.findById(caller.id);
    if (!member?.coupleId) throw IdentityErrors.notACoupleMember();
    if (member.role !== 'primary') throw IdentityErrors.onlyPrimaryDescribesPartner();
    const pending = await this.pendingPartners.findByCouple(member.coupleId);
    if (!pending || (await this.users.listByCouple(member.coupleId)).some((user) => user.role === 'partner')) throw IdentityErrors.partnerOwnsDetails();
    if (!isAcceptableBirthDate(description.dateOfBirth, this.clock.now())) throw IdentityErrors.invalidFields({ date_of_birth: [BIRTH_DATE_MESSAGE] });
    await this.pendingPartners.describe(pending.id, description);
  }
}
