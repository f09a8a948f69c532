import { Injectable } from '@nestjs/common';
import { BIRTH_DATE_MESSAGE, isAcceptableBirthDate } from '../../../kernel/birth-date';
import { Clock } from '../../../platform/clock/clock';
import { IdentityErrors } from '../domain/identity-errors';
import { MemberDetails, UserRepository } from './user.repository';

/**
 * A member's own names, phone and date of birth (Edit Profile). Each member edits their own
 * only, the partner included once onboarded: an account's details are its owner's, as its
 * email and password are. The rules are the sign-up's (the date of birth by the same span
 * of years as the wizard's picker).
 */
@Injectable()
export class OwnDetails {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async view(userId: string): Promise<MemberDetails> {
    const user = await this.users.findById(userId);
    if (!user) throw IdentityErrors.invalidCredentials();
    return { firstName: user.firstName, lastName: user.lastName ?? '', phoneNumber: user.phoneNumber ?? '', dateOfBirth: user.dateOfBirth ?? '' };
  }

  async update(userId: string, details: MemberDetails): Promise<MemberDetails> {
    if (!isAcceptableBirthDate(details.dateOfBirth, this.clock.now())) throw IdentityErrors.invalidFields({ date_of_birth: [BIRTH_DATE_MESSAGE] });
    await this.users.updateDetails(userId, details);
    return details;
  }
}
