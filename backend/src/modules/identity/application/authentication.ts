import { Injectable } from '@nestjs/common';
import { IdentityErrors } from '../domain/identity-errors';
import { ACCOUNT_POLICY, isFirstLock } from '../domain/sign-in-throttle';
import { User } from '../domain/user';
import { AccountEmails } from './account-emails';
import { PasswordAttempts } from './password-attempts';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

/** Password sign-in for members and admins, limited per account and per client. */
@Injectable()
export class Authentication {
  /** Compared against when the email is unknown, so both failures take as long. */
  private unknownUserHash?: Promise<string>;

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly attempts: PasswordAttempts,
    private readonly emails: AccountEmails,
  ) {}

  /** `client` is the caller's address, for the per-client limit. */
  async login(email: string, password: string, client: string): Promise<User> {
    const user = await this.checkCredentials(email, password, client);
    if (!user) throw IdentityErrors.invalidCredentials();
    return user;
  }

  /** Admins only; a member's correct password reads exactly like a wrong one. */
  async adminLogin(email: string, password: string, client: string): Promise<User> {
    const user = await this.checkCredentials(email, password, client);
    if (!user?.isAdmin) throw IdentityErrors.invalidAdminCredentials();
    return user;
  }

  private async checkCredentials(email: string, password: string, client: string): Promise<User | null> {
    const account = await this.attempts.begin(email, client);
    const user = await this.users.findByEmail(email);
    this.unknownUserHash ??= this.hasher.hash('no such user');
    const matches = await this.hasher.verify(password, user?.passwordHash ?? (await this.unknownUserHash));
    if (user?.passwordHash && matches) {
      await this.attempts.succeeded(email, client);
      return user;
    }
    if (user && isFirstLock(account, ACCOUNT_POLICY)) await this.emails.sendFailedSignInsAlert(user.email, user.firstName, account.failures);
    return null;
  }
}
