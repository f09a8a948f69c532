import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { AccountRegistration, DescribedPartner, isEmailAlreadyRegistered, PrimaryMemberInput, RepeatedSignup } from '../../identity';
import type { SignedInProfile } from '../../identity';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { BIRTH_DATE_MESSAGE, isAcceptableBirthDate } from '../../../kernel/birth-date';
import { assertValidCoupleProfile, CoupleProfile, FieldProblems, CoupleProfileErrors } from '../domain/couple-profile';
import { GENDER_PREFER_NOT_TO_SAY } from '../domain/profile-options';
import { CoupleRepository } from './couple.repository';
import { PartialSignupRepository } from './partial-signup.repository';

export interface CoupleSignup {
  profile: CoupleProfile;
  primary: Omit<PrimaryMemberInput, 'coupleId'> & { confirmPassword: string };
  partner: DescribedPartner;
}

/**
 * The signup wizard's final step: the couple and its profile (here), the primary member's
 * account and the described partner (identity). The verification mail goes out; the
 * partial signup saved for this email is removed. The same sign-up sent twice answers with
 * the account the first one made.
 */
@Injectable()
export class RegisterCouple {
  constructor(
    private readonly couples: CoupleRepository,
    private readonly partialSignups: PartialSignupRepository,
    private readonly accounts: AccountRegistration,
    private readonly repeated: RepeatedSignup,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(signup: CoupleSignup): Promise<SignedInProfile> {
    try {
      return await this.register(signup);
    } catch (error) {
      // Outside the unit of work: a failed transaction cannot be read from any more.
      const firstAttempt = isEmailAlreadyRegistered(error) ? await this.repeated.accountMadeBy(signup.primary.email, signup.primary.password) : null;
      if (firstAttempt) return firstAttempt;
      throw error;
    }
  }

  private async register(signup: CoupleSignup): Promise<SignedInProfile> {
    this.assertValid(signup);
    await this.accounts.assertCanRegister(signup.primary.email, signup.primary.password, signup.partner.email);
    const { confirmPassword: _confirm, ...primary } = signup.primary;
    const partner = { ...signup.partner, genderOther: signup.partner.gender === GENDER_PREFER_NOT_TO_SAY ? signup.partner.genderOther : null };
    // One commit: the couple, its profile, the accounts, the verification mail (outbox) and
    // the partial signup's removal. A failure anywhere (e.g. the email taken meanwhile) leaves nothing.
    return this.unitOfWork.run(async () => {
      const couple = await this.couples.create(signup.profile);
      const user = await this.accounts.registerPrimary({ ...primary, coupleId: couple.id }, partner);
      await this.partialSignups.deleteByEmail(signup.primary.email);
      return user;
    });
  }

  private assertValid({ profile, primary, partner }: CoupleSignup): void {
    const problems: FieldProblems = {};
    const today = this.clock.now();
    if (!primary.dateOfBirth || !isAcceptableBirthDate(primary.dateOfBirth, today)) problems.date_of_birth = [BIRTH_DATE_MESSAGE];
    if (!partner.dateOfBirth || !isAcceptableBirthDate(partner.dateOfBirth, today)) problems.partner_date_of_birth = [BIRTH_DATE_MESSAGE];
    if (primary.confirmPassword !== primary.password) problems.confirm_password = ['Passwords do not match'];
    if (Object.keys(problems).length > 0) throw CoupleProfileErrors.invalid(problems);
    assertValidCoupleProfile(profile);
  }
}
