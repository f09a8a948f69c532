import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { canAutoLogin } from '../domain/auth-token';
import { IdentityErrors } from '../domain/identity-errors';
import { User } from '../domain/user';
import { AccountEmails } from './account-emails';
import { ProvenAddress } from './proven-address';
import { TOKEN_TEXTS, Tokens } from './tokens';
import { UserRepository } from './user.repository';

/** Email verification (24 h links), the auto-login that follows it, and resending. */
@Injectable()
export class EmailVerification {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: Tokens,
    private readonly emails: AccountEmails,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly address: ProvenAddress,
  ) {}

  /** Sends a fresh link; earlier unused links stop working. */
  async sendLink(user: User): Promise<void> {
    const { token } = await this.tokens.issue('email_verification', user.id, user.email);
    await this.emails.sendVerification(user, token, user.marketingOptInRequestedAt !== null);
  }

  /** The link is also the confirmation of the marketing opt-in ticked at sign-up, which it says: that consent is recorded now. */
  verify(token: string): Promise<User> {
    return this.unitOfWork.run(async () => {
      const used = await this.tokens.redeem('email_verification', token);
      const user = await this.users.findById(used.subjectId);
      if (!user) throw IdentityErrors.invalidToken(TOKEN_TEXTS.email_verification.invalid);
      await this.address.markVerified(user);
      return { ...user, emailVerified: true, marketingOptInRequestedAt: null };
    });
  }

  /**
   * Signs in with the verification token: once, right after it verified the email (or
   * verifying on the way when it has not been used yet).
   */
  async autoLogin(token: string): Promise<User> {
    const found = await this.tokens.find('email_verification', token);
    if (!found || !canAutoLogin(found, this.clock.now())) {
      throw IdentityErrors.invalidToken('This link can no longer sign you in. Please log in manually to continue.');
    }
    if (!found.usedAt) await this.verify(token);
    if (!(await this.tokens.markLoginUsed(found))) {
      throw IdentityErrors.invalidToken('This link can no longer sign you in. Please log in manually to continue.');
    }
    const user = await this.users.findById(found.subjectId);
    if (!user) throw IdentityErrors.invalidToken(TOKEN_TEXTS.email_verification.invalid);
    return user;
  }

  /**
   * Resends to the given email, or to the signed-in user. A given email gets the same answer
   * whether it is unknown, unverified or verified, so the call does not reveal who is
   * registered; only the signed-in user is told that their own email is verified already.
   */
  resend(email: string | undefined, signedIn: User | null): Promise<void> {
    if (!email && !signedIn) throw IdentityErrors.invalidFields({ email: ['Email Required'] });
    if (!email && signedIn?.emailVerified) throw IdentityErrors.alreadyVerified();
    return this.unitOfWork.run(async () => {
      const user = email ? await this.users.findByEmail(email) : signedIn;
      if (user && !user.emailVerified) await this.sendLink(user);
    });
  }
}
