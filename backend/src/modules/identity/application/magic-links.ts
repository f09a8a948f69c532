import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { IdentityErrors } from '../domain/identity-errors';
import { User } from '../domain/user';
import { AccountEmails } from './account-emails';
import { PasswordAttempts } from './password-attempts';
import { ProvenAddress } from './proven-address';
import { TOKEN_TEXTS, Tokens } from './tokens';
import { UserRepository } from './user.repository';

/** "Email me a sign-in link": single-use links valid for 15 minutes. */
@Injectable()
export class MagicLinks {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: Tokens,
    private readonly emails: AccountEmails,
    private readonly unitOfWork: UnitOfWork,
    private readonly passwordAttempts: PasswordAttempts,
    private readonly address: ProvenAddress,
  ) {}

  /**
   * Unknown emails get no mail and the same answer, so the call reveals nothing. Admins never
   * sign in by a mailed link (one read of the outbox was a sign-in as the admin, issue 46):
   * they get the unknown address's answer and sign in with their password.
   */
  request(email: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const user = await this.users.findByEmail(email);
      if (!user || user.isAdmin) return;
      const { token } = await this.tokens.issue('magic_link', user.id, user.email);
      await this.emails.sendMagicLink(user, token);
    });
  }

  /** Following the link also proves the email address (recording the sign-up's marketing opt-in), and reopens password sign-in. */
  signIn(token: string, email: string): Promise<User> {
    return this.unitOfWork.run(async () => {
      const used = await this.tokens.redeem('magic_link', token, email);
      const user = await this.users.findById(used.subjectId);
      // A link issued before its account became an admin's, or before admins were refused links.
      if (!user || user.isAdmin) throw IdentityErrors.invalidToken(TOKEN_TEXTS.magic_link.invalid);
      if (!user.emailVerified) await this.address.markVerified(user);
      await this.passwordAttempts.ownerSignedIn(user.email);
      return { ...user, emailVerified: true, marketingOptInRequestedAt: null };
    });
  }
}
