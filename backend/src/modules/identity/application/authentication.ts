import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { IdentityErrors } from '../domain/identity-errors';
import { ACCOUNT_POLICY, isFirstLock } from '../domain/sign-in-throttle';
import { User } from '../domain/user';
import { AccountEmails } from './account-emails';
import { PasswordAttempts } from './password-attempts';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

/** How long one dummy hash serves before it is made again like the then most common stored hash. */
const DUMMY_HASH_LIFETIME_MS = 60 * 60_000;

/** Password sign-in for members and admins, limited per account and per client; hashes made at another cost are redone. */
@Injectable()
export class Authentication {
  /**
   * Compared against when the email is unknown or has no password, so that every failure
   * takes as long as a real check: made like the most common stored hash (its cost), not at
   * today's BCRYPT_COST, which may differ from the cost of the hashes already stored.
   */
  private dummy?: { hash: Promise<string>; madeAt: number };

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly attempts: PasswordAttempts,
    private readonly emails: AccountEmails,
    private readonly clock: Clock,
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
    const matches = await this.hasher.verify(password, user?.passwordHash ?? (await this.dummyHash()));
    if (user?.passwordHash && matches) {
      await this.attempts.succeeded(email, client);
      if (this.hasher.needsRehash(user.passwordHash)) await this.users.replacePasswordHash(user.id, user.passwordHash, await this.hasher.hash(password));
      return user;
    }
    if (user && isFirstLock(account, ACCOUNT_POLICY)) await this.emails.sendFailedSignInsAlert(user, account.failures);
    return null;
  }

  private dummyHash(): Promise<string> {
    const now = this.clock.now().getTime();
    if (!this.dummy || now - this.dummy.madeAt >= DUMMY_HASH_LIFETIME_MS) {
      const hash = this.users
        .typicalPasswordHash()
        .then((typical) => (typical ? this.hasher.hashLike('no such user', typical) : this.hasher.hash('no such user')));
      const made = { hash, madeAt: now };
      this.dummy = made;
      // A failed attempt (database down) is not kept: the next sign-in tries again.
      hash.catch(() => {
        if (this.dummy === made) this.dummy = undefined;
      });
    }
    return this.dummy.hash;
  }
}
