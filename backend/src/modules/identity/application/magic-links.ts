import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { IdentityErrors } from '../domain/identity-errors';
import { User } from '../domain/user';
import { AccountEmails } from './account-emails';
import { PasswordAttempts } from './password-attempts';
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
  ) {}

  /** Unknown emails get no mail and the same answer, so the call reveals nothing. */
  request(email: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const user = await this.users.findByEmail(email);
      if (!user) return;
      const { token } = await this.tokens.issue('magic_link', user.id, user.email);
      await this.emails.sendMagicLink(user.email, user.firstName, token);
    });
  }

  /** Following the link also proves the email address, and reopens password sign-in. */
  async signIn(token: string, email: string): Promise<User> {
    const used = await this.tokens.redeem('magic_link', token, email);
    const user = await this.users.findById(used.subjectId);
    if (!user) throw IdentityErrors.invalidToken(TOKEN_TEXTS.magic_link.invalid);
    if (!user.emailVerified) await this.users.markEmailVerified(user.id);
    await this.passwordAttempts.ownerSignedIn(user.email);
    return { ...user, emailVerified: true };
  }
}
