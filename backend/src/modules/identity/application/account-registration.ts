import { Injectable } from '@nestjs/common';
import type { Language } from '../../../kernel/languages';
import { IdentityErrors } from '../domain/identity-errors';
import { isStrongPassword, PASSWORD_POLICY_MESSAGE } from '../domain/password-policy';
import { normalizeEmail } from '../../../kernel/email';
import { Clock } from '../../../platform/clock/clock';
import { SignedInProfile, toProfile } from './current-user';
import { EmailVerification } from './email-verification';
import { MarketingConsent } from './marketing-consent';
import { MemberLanguages } from './member-languages';
import { PasswordHasher } from './password-hasher';
import { PendingPartnerRepository } from './pending-partner.repository';
import { UserRepository } from './user.repository';

export interface PersonDetails {
  firstName: string;
  lastName: string | null;
  gender: string | null;
  dateOfBirth: string | null;
}

export interface PrimaryMemberInput extends PersonDetails {
  coupleId: string;
  email: string;
  password: string;
  phoneNumber: string;
  location: string;
  optInForMarketing: boolean;
  /** The language the member's browser reads, taken as their choice; absent: their city's default. */
  language?: Language | null;
}

export interface DescribedPartner extends PersonDetails {
  email: string | null;
  genderOther: string | null;
}

export interface OnboardedPartnerInput extends PersonDetails {
  coupleId: string;
  email: string;
  password: string;
  phoneNumber: string;
}

/**
 * Member accounts for a new couple: used by couple-profile's signup (the couple and its
 * profile live there) and by demo data.
 */
@Injectable()
export class AccountRegistration {
  constructor(
    private readonly users: UserRepository,
    private readonly pendingPartners: PendingPartnerRepository,
    private readonly hasher: PasswordHasher,
    private readonly verification: EmailVerification,
    private readonly marketing: MarketingConsent,
    private readonly clock: Clock,
    private readonly languages: MemberLanguages,
  ) {}

  async isRegistered(email: string): Promise<boolean> {
    return (await this.users.findByEmail(email)) !== null;
  }

  /** The signup's account checks: password policy, two different emails, neither registered. */
  async assertCanRegister(email: string, password: string, partnerEmail: string | null): Promise<void> {
    const problems: Record<string, string[]> = {};
    if (!isStrongPassword(password)) problems.password = [PASSWORD_POLICY_MESSAGE];
    if (partnerEmail && normalizeEmail(partnerEmail) === normalizeEmail(email)) {
      problems.partner_email = ["Your email and your partner's email cannot be the same."];
    }
    if (Object.keys(problems).length > 0) throw IdentityErrors.invalidFields(problems);
    if (await this.isRegistered(email)) throw IdentityErrors.emailAlreadyRegistered('email', 'This email is already registered. Please log in instead.');
    if (partnerEmail && (await this.isRegistered(partnerEmail))) {
      throw IdentityErrors.emailAlreadyRegistered('partner_email', 'This email is already registered. Please use a different email.');
    }
  }

  /**
   * The primary member (unverified, verification mail sent) and the partner they described; within the caller's unit of work.
   * The marketing opt-in waits on the account until the address is proven (ProvenAddress): anyone may sign up with any address.
   */
  async registerPrimary(member: PrimaryMemberInput, partner: DescribedPartner, options: { verified?: boolean } = {}): Promise<SignedInProfile> {
    await this.assertCanRegister(member.email, member.password, partner.email);
    const verified = options.verified ?? false;
    const user = await this.users.create({
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      passwordHash: await this.hasher.hash(member.password),
      role: 'primary',
      isAdmin: false,
      emailVerified: verified,
      coupleId: member.coupleId,
      phoneNumber: member.phoneNumber,
      gender: member.gender,
      dateOfBirth: member.dateOfBirth,
      location: member.location,
      acceptedTerms: true,
      marketingOptInRequestedAt: member.optInForMarketing && !verified ? this.clock.now() : null,
      language: member.language ?? null,
    });
    if (member.optInForMarketing && verified) await this.marketing.grant(user.email, 'signup', (await this.languages.of(user)).language);
    await this.pendingPartners.create({
      coupleId: member.coupleId,
      invitedByUserId: user.id,
      firstName: partner.firstName,
      email: partner.email ? normalizeEmail(partner.email) : null,
      gender: partner.gender,
      genderOther: partner.genderOther,
      dateOfBirth: partner.dateOfBirth,
    });
    if (!user.emailVerified) await this.verification.sendLink(user);
    return toProfile(user, await this.languages.of(user));
  }

  /** Demo data: a partner who has already completed onboarding. */
  async addOnboardedPartner(partner: OnboardedPartnerInput): Promise<SignedInProfile> {
    const pending = await this.pendingPartners.findByCouple(partner.coupleId);
    const user = await this.users.create({
      email: partner.email,
      firstName: partner.firstName,
      lastName: partner.lastName,
      passwordHash: await this.hasher.hash(partner.password),
      role: 'partner',
      isAdmin: false,
      emailVerified: true,
      coupleId: partner.coupleId,
      phoneNumber: partner.phoneNumber,
      gender: partner.gender,
      dateOfBirth: partner.dateOfBirth,
      acceptedTerms: true,
      invitedByUserId: pending?.invitedByUserId ?? null,
    });
    if (pending) await this.pendingPartners.delete(pending.id);
    return toProfile(user, await this.languages.of(user));
  }
}
