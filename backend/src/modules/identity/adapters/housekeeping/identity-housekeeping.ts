import { Injectable, OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '../../../../platform/jobs/housekeeping';
import { AuthTokenRepository } from '../../application/auth-token.repository';
import { PasswordAttempts } from '../../application/password-attempts';
import { identityMessages } from '../../application/identity-messages';
import { PostgresSessionStore } from '../session/postgres-session-store';

/** Identity's share of housekeeping: sessions and sign-in, verification and invitation tokens past their expiry, quiet sign-in attempt streaks. */
@Injectable()
export class IdentityHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly sessions: PostgresSessionStore,
    private readonly tokens: AuthTokenRepository,
    private readonly passwordAttempts: PasswordAttempts,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ label: 'identity.jobSummary.expiredSessions', messages: identityMessages, purge: (now) => this.sessions.destroyExpired(now) });
    this.housekeeping.register({ label: 'identity.jobSummary.expiredTokens', messages: identityMessages, purge: (now) => this.tokens.deleteExpired(now) });
    this.housekeeping.register({
      label: 'identity.jobSummary.quietAttemptStreaks',
      messages: identityMessages,
      purge: (now) => this.passwordAttempts.forgetQuietStreaks(now),
    });
  }
}
