import { Injectable, OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '../../../../platform/jobs/housekeeping';
import { AuthTokenRepository } from '../../application/auth-token.repository';
import { PasswordAttempts } from '../../application/password-attempts';
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
    this.housekeeping.register({ label: 'expired sessions', purge: (now) => this.sessions.destroyExpired(now) });
    this.housekeeping.register({ label: 'expired tokens', purge: (now) => this.tokens.deleteExpired(now) });
    this.housekeeping.register({ label: 'quiet sign-in attempt streaks', purge: (now) => this.passwordAttempts.forgetQuietStreaks(now) });
  }
}
