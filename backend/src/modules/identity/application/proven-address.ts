import { Injectable } from '@nestjs/common';
import { User } from '../domain/user';
import { MarketingConsent } from './marketing-consent';
import { UserRepository } from './user.repository';
import { DEFAULT_LANGUAGE } from '../../../kernel/languages';
import { MemberLanguages } from './member-languages';

/**
 * A member followed a link mailed to the account's address (verification, sign-in, password
 * reset, or an email change's link to the new one): the address is theirs. Only now does the
 * marketing opt-in ticked at sign-up become consent (issue 46: anyone may sign up with any
 * address), recorded at the time of the proof with the sign-up time kept as its request.
 * Within the caller's unit of work.
 */
@Injectable()
export class ProvenAddress {
  constructor(
    private readonly users: UserRepository,
    private readonly marketing: MarketingConsent,
    private readonly languages: MemberLanguages,
  ) {}

  async markVerified(user: Pick<User, 'id' | 'email'>): Promise<void> {
    await this.users.markEmailVerified(user.id);
    await this.honourMarketingOptIn(user.id, user.email);
  }

  /** `email`: the address just proven, which the account now signs in with. */
  async honourMarketingOptIn(userId: string, email: string): Promise<void> {
    const requestedAt = await this.users.takeMarketingOptIn(userId);
    if (!requestedAt) return;
    const user = await this.users.findById(userId);
    const { language } = user ? await this.languages.of(user) : { language: DEFAULT_LANGUAGE };
    await this.marketing.grant(email, 'signup', language, requestedAt);
  }
}
