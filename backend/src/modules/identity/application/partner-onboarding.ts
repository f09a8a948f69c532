import type { Language } from '../../../kernel/languages';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { TOKEN_LIFETIME_MS } from '../domain/auth-token';
import { IdentityErrors } from '../domain/identity-errors';
import { isStrongPassword, PASSWORD_POLICY_MESSAGE } from '../domain/password-policy';
import { PendingPartner } from '../domain/pending-partner';
import { Caller } from '../domain/caller';
import { displayName, User } from '../domain/user';
import { normalizeEmail } from '../../../kernel/email';
import { AccountEmails } from './account-emails';
import { MarketingConsent } from './marketing-consent';
import { PasswordHasher } from './password-hasher';
import { PendingPartnerRepository } from './pending-partner.repository';
import { TOKEN_TEXTS, Tokens } from './tokens';
import { UserRepository } from './user.repository';
import { MemberLanguages } from './member-languages';

export interface PartnerInvitationInfo {
  partnerId: string;
  partnerFirstName: string;
  primaryUserName: string;
}

export interface OnboardingInput {
  partnerId: string;
  token: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  password: string;
  acceptedTerms: boolean;
  marketingOptIn: boolean;
  /** The language the onboarding page was read in, kept as the partner's own choice; absent: the couple's city's. */
  language?: Language;
}

export type PartnerView =
  { status: 'active'; user: User } | { status: 'invited' | 'not_invited'; pending: PendingPartner | null; invitationExpiresAt: Date | null };

/** The primary member invites the partner, who sets up an own account in the same couple. */
@Injectable()
export class PartnerOnboarding {
  constructor(
    private readonly users: UserRepository,
    private readonly pendingPartners: PendingPartnerRepository,
    private readonly tokens: Tokens,
    private readonly emails: AccountEmails,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly marketing: MarketingConsent,
    private readonly languages: MemberLanguages,
  ) {}

  async sendInvitation(caller: Caller, partnerEmail: string): Promise<{ email: string; expiresAt: Date }> {
    const inviter = await this.users.findById(caller.id);
    if (!inviter?.coupleId) throw IdentityErrors.notACoupleMember();
    if (!inviter.emailVerified) throw IdentityErrors.emailNotVerified();
    if (inviter.role !== 'primary') throw IdentityErrors.onlyPrimaryCanInvite();
    const coupleId = inviter.coupleId;
    const members = await this.users.listByCouple(coupleId);
    if (members.some((member) => member.role === 'partner')) throw IdentityErrors.partnerAlreadyJoined();
    const email = normalizeEmail(partnerEmail);
    if (email === inviter.email) throw IdentityErrors.invalidFields({ partner_email: ["Your email and your partner's email cannot be the same."] });
    if (await this.users.findByEmail(email)) {
      throw IdentityErrors.emailAlreadyRegistered('partner_email', 'This email is already registered. Please use a different email.');
    }
    return this.unitOfWork.run(async () => {
      const pending =
        (await this.pendingPartners.findByCouple(coupleId)) ??
        (await this.pendingPartners.create({
          coupleId,
          invitedByUserId: inviter.id,
          firstName: 'Partner',
          email,
          gender: null,
          genderOther: null,
          dateOfBirth: null,
        }));
      const { token, expiresAt } = await this.tokens.issue('partner_invitation', pending.id, email);
      await this.pendingPartners.recordInvitation(pending.id, email, this.clock.now());
      await this.emails.sendPartnerInvitation(email, pending.firstName, inviter, token);
      return { email, expiresAt };
    });
  }

  async invitationInfo(token: string, email: string): Promise<PartnerInvitationInfo> {
    const found = await this.tokens.findUsable('partner_invitation', token, email);
    const { pending, inviter } = await this.invitationParties(found.subjectId);
    return { partnerId: pending.id, partnerFirstName: pending.firstName, primaryUserName: displayName(inviter) };
  }

  /** Creates the partner's user in the couple, email verified (the link proved it). */
  async complete(input: OnboardingInput): Promise<User> {
    if (!isStrongPassword(input.password)) throw IdentityErrors.invalidFields({ password: [PASSWORD_POLICY_MESSAGE] });
    const found = await this.tokens.findUsable('partner_invitation', input.token);
    if (found.subjectId !== input.partnerId) throw IdentityErrors.invalidToken(TOKEN_TEXTS.partner_invitation.invalid);
    const { pending } = await this.invitationParties(found.subjectId);
    if (await this.users.findByEmail(found.email)) {
      throw IdentityErrors.emailAlreadyRegistered('email', 'This email is already registered. Please log in instead.');
    }
    const passwordHash = await this.hasher.hash(input.password);
    // The token is spent, the account made, the opt-in recorded and the invitation removed together, or not at all.
    return this.unitOfWork.run(async () => {
      await this.tokens.redeem('partner_invitation', input.token);
      const partner = await this.users.create({
        email: found.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        role: 'partner',
        isAdmin: false,
        emailVerified: true,
        coupleId: pending.coupleId,
        phoneNumber: input.phoneNumber,
        gender: pending.gender,
        genderOther: pending.genderOther,
        dateOfBirth: pending.dateOfBirth,
        acceptedTerms: input.acceptedTerms,
        invitedByUserId: pending.invitedByUserId,
        invitationExpiresAt: found.expiresAt,
        language: input.language ?? null,
      });
      if (input.marketingOptIn) await this.marketing.grant(partner.email, 'partner_onboarding', (await this.languages.of(partner)).language);
      await this.pendingPartners.delete(pending.id);
      return partner;
    });
  }

  /** The couple's partner: their account once onboarded, else what is known of them. */
  async view(member: Caller): Promise<PartnerView> {
    if (!member.coupleId) throw IdentityErrors.notACoupleMember();
    const other = (await this.users.listByCouple(member.coupleId)).find((user) => user.id !== member.id);
    if (other) return { status: 'active', user: other };
    const pending = await this.pendingPartners.findByCouple(member.coupleId);
    if (!pending?.invitationSentAt) return { status: 'not_invited', pending, invitationExpiresAt: null };
    return { status: 'invited', pending, invitationExpiresAt: new Date(pending.invitationSentAt.getTime() + TOKEN_LIFETIME_MS.partner_invitation) };
  }

  private async invitationParties(pendingId: string): Promise<{ pending: PendingPartner; inviter: User }> {
    const pending = await this.pendingPartners.findById(pendingId);
    const inviter = pending && (await this.users.findById(pending.invitedByUserId));
    if (!pending || !inviter) throw IdentityErrors.invalidToken(TOKEN_TEXTS.partner_invitation.invalid);
    return { pending, inviter };
  }
}
