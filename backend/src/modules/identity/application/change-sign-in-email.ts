import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { normalizeEmail } from '../../../kernel/email';
import { IdentityErrors } from '../domain/identity-errors';
import { User } from '../domain/user';
import { AccountEmailFollowers } from './account-email-followers';
import { AccountEmails } from './account-emails';
import { WRONG_CURRENT_PASSWORD } from './change-password';
import { PasswordHasher } from './password-hasher';
import { PendingPartnerRepository } from './pending-partner.repository';
import { ProvenAddress } from './proven-address';
import { TOKEN_TEXTS, Tokens } from './tokens';
import { UserRepository } from './user.repository';

export interface PendingEmailChange {
  newEmail: string;
  expiresAt: Date;
}

/**
 * Settings: a member moves the account to a new sign-in email. The change waits for the
 * link sent to the new address (proof the member reads it); the old address is told at the
 * request and after the change, without the link. Sessions stay valid (they key on the
 * user id), and modules keyed on the email follow it (AccountEmailFollowers).
 */
@Injectable()
export class ChangeSignInEmail {
  constructor(
    private readonly users: UserRepository,
    private readonly pendingPartners: PendingPartnerRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: Tokens,
    private readonly emails: AccountEmails,
    private readonly followers: AccountEmailFollowers,
    private readonly unitOfWork: UnitOfWork,
    private readonly address: ProvenAddress,
  ) {}

  /** A signed-in member: telling that an address is taken reveals little, so the refusal is plain. */
  async request(userId: string, newEmail: string, currentPassword: string): Promise<PendingEmailChange> {
    const user = await this.userOf(userId);
    const matches = user.passwordHash ? await this.hasher.verify(currentPassword, user.passwordHash) : false;
    if (!matches) throw IdentityErrors.invalidFields({ current_password: [WRONG_CURRENT_PASSWORD] });
    const email = normalizeEmail(newEmail);
    if (email === user.email) throw IdentityErrors.invalidFields({ new_email: ['This is already your sign-in email.'] });
    if (await this.users.findByEmail(email)) throw IdentityErrors.emailInUse();
    // The partner's invitation is addressed there: their onboarding would find the address taken.
    if (user.coupleId && (await this.pendingPartners.findByCouple(user.coupleId))?.email === email) {
      throw IdentityErrors.invalidFields({ new_email: ['You invited your partner with this address. Choose another one.'] });
    }
    return this.unitOfWork.run(async () => {
      const pending = await this.sendLink(user, email);
      await this.emails.sendEmailChangeRequested(user, email);
      return pending;
    });
  }

  pending(userId: string): Promise<PendingEmailChange | null> {
    return this.tokens.findLatestUsable('email_change', userId).then((token) => token && { newEmail: token.email, expiresAt: token.expiresAt });
  }

  /** A fresh link to the same new address; the earlier one then reads as replaced. */
  async resend(userId: string): Promise<PendingEmailChange> {
    const user = await this.userOf(userId);
    const current = await this.pending(userId);
    if (!current) throw IdentityErrors.noPendingEmailChange();
    return this.unitOfWork.run(() => this.sendLink(user, current.newEmail));
  }

  cancel(userId: string): Promise<void> {
    return this.tokens.withdrawUnused(['email_change'], userId);
  }

  /**
   * Opening the link: the address becomes the sign-in email, verified. Links sent to the
   * old address (sign-in, reset, verification) stop working: that mailbox no longer speaks
   * for the account.
   */
  confirm(token: string): Promise<{ email: string }> {
    return this.unitOfWork.run(async () => {
      const used = await this.tokens.redeem('email_change', token);
      const user = await this.users.findById(used.subjectId);
      if (!user) throw IdentityErrors.invalidToken(TOKEN_TEXTS.email_change.invalid);
      await this.users.changeEmail(user.id, user.email, used.email);
      await this.tokens.withdrawUnused(['magic_link', 'password_reset', 'email_verification'], user.id);
      await this.followers.emailChanged(user.email, used.email);
      // An opt-in still waiting for the old address's proof: this link proved the new one.
      await this.address.honourMarketingOptIn(user.id, used.email);
      await this.emails.sendEmailChanged(user, used.email);
      return { email: used.email };
    });
  }

  private async sendLink(user: User, email: string): Promise<PendingEmailChange> {
    const { token, expiresAt } = await this.tokens.issue('email_change', user.id, email);
    await this.emails.sendEmailChangeLink(user, email, token);
    return { newEmail: email, expiresAt };
  }

  private async userOf(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw IdentityErrors.invalidCredentials();
    return user;
  }
}
