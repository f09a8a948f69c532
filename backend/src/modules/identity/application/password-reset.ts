import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { IdentityErrors } from '../domain/identity-errors';
import { isStrongPassword, PASSWORD_POLICY_MESSAGE } from '../domain/password-policy';
import { AccountEmails } from './account-emails';
import { AdminAccounts } from './admin-accounts';
import { PasswordAttempts } from './password-attempts';
import { PasswordHasher } from './password-hasher';
import { ProvenAddress } from './proven-address';
import { TOKEN_TEXTS, Tokens } from './tokens';
import { UserRepository } from './user.repository';
import { UserSessions } from './user-sessions';

/** Forgot password (1 h single-use links) and choosing a new password. */
@Injectable()
export class PasswordReset {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: Tokens,
    private readonly emails: AccountEmails,
    private readonly hasher: PasswordHasher,
    private readonly sessions: UserSessions,
    private readonly unitOfWork: UnitOfWork,
    private readonly passwordAttempts: PasswordAttempts,
    private readonly address: ProvenAddress,
    private readonly adminAccounts: AdminAccounts,
  ) {}

  /**
   * Unknown emails get no mail and the same answer, so the call reveals nothing. An admin
   * without a second factor gets none either: choosing the password from a mailed link would
   * be a sign-in by that link, which admins never have (issue 46); with a second factor the
   * new password alone signs nobody in.
   */
  requestLink(email: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const user = await this.users.findByEmail(email);
      if (!user || !(await this.mayResetByMail(user))) return;
      const { token } = await this.tokens.issue('password_reset', user.id, user.email);
      await this.emails.sendPasswordReset(user, token);
    });
  }

  /** Signs out every session of the account (whoever knew the old password is out) and reopens password sign-in. */
  async reset(email: string, token: string, password: string, confirmPassword?: string): Promise<void> {
    if (!isStrongPassword(password)) throw IdentityErrors.invalidFields({ password: [PASSWORD_POLICY_MESSAGE] });
    if (confirmPassword !== undefined && confirmPassword !== password) throw IdentityErrors.invalidFields({ confirm_password: ['Passwords do not match'] });
    const found = await this.tokens.findUsable('password_reset', token, email);
    const user = await this.users.findById(found.subjectId);
    // A link issued before its account became an admin's, or before the admin's second factor was reset.
    if (!user || !(await this.mayResetByMail(user))) throw IdentityErrors.invalidToken(TOKEN_TEXTS.password_reset.invalid);
    const passwordHash = await this.hasher.hash(password);
    await this.unitOfWork.run(async () => {
      await this.tokens.redeem('password_reset', token, email);
      await this.users.updatePassword(user.id, passwordHash);
      // The link proves the address, as a verification link does.
      if (!user.emailVerified) await this.address.markVerified(user);
      await this.sessions.revokeAll(user.id);
      await this.passwordAttempts.ownerSignedIn(user.email);
    });
  }

  private async mayResetByMail(user: { id: string; isAdmin: boolean }): Promise<boolean> {
    if (!user.isAdmin) return true;
    return Boolean((await this.adminAccounts.secondFactorOf(user.id))?.confirmedAt);
  }
}
