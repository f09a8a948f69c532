import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '../../../kernel/email';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { IdentityErrors } from '../domain/identity-errors';
import { ACCOUNT_POLICY, AttemptRecord, CLIENT_POLICY, releaseAttempt, reserveAttempt, ThrottlePolicy } from '../domain/sign-in-throttle';
import { SignInAttemptRecords } from './sign-in-attempt-records';

const accountKey = (email: string) => `account:${normalizeEmail(email)}`;
const clientKey = (client: string) => `client:${client}`;

/** The per-account and per-client limits on password sign-in (see domain/sign-in-throttle). */
@Injectable()
export class PasswordAttempts {
  constructor(
    private readonly records: SignInAttemptRecords,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * Counts the attempt against the account and the client (in that order, so two sign-ins
   * never wait on each other's locks) before the password is checked; refuses it with 429
   * while either is locked. Answers the account's record with this attempt counted. The
   * per-client limit follows RATE_LIMITS_ENABLED; the per-account one always holds.
   */
  begin(email: string, client: string): Promise<AttemptRecord> {
    return this.unitOfWork.run(async () => {
      const account = await this.reserve(accountKey(email), ACCOUNT_POLICY);
      if (this.limitsClients) await this.reserve(clientKey(client), CLIENT_POLICY);
      return account;
    });
  }

  /** The password was right: the account's streak ends and the client's count is taken back. */
  succeeded(email: string, client: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      await this.records.clear(accountKey(email));
      if (!this.limitsClients) return;
      const key = clientKey(client);
      await this.records.save(key, releaseAttempt(await this.records.lockFor(key), CLIENT_POLICY));
    });
  }

  private get limitsClients(): boolean {
    return this.config.get('rateLimitsEnabled');
  }

  /** The owner proved the mailbox (magic link, reset): password sign-in opens again. */
  async ownerSignedIn(email: string): Promise<void> {
    await this.records.clear(accountKey(email));
  }

  /** Housekeeping: streaks that would be forgotten anyway (the longest memory counts); answers how many went. */
  forgetQuietStreaks(now: Date): Promise<number> {
    return this.records.deleteQuietSince(new Date(now.getTime() - Math.max(ACCOUNT_POLICY.forgetAfterMs, CLIENT_POLICY.forgetAfterMs)));
  }

  private async reserve(key: string, policy: ThrottlePolicy): Promise<AttemptRecord> {
    const next = reserveAttempt(await this.records.lockFor(key), this.clock.now(), policy);
    // Thrown inside the unit of work: the other key's count is rolled back too.
    if (!next) throw IdentityErrors.tooManySignInAttempts();
    await this.records.save(key, next);
    return next;
  }
}
