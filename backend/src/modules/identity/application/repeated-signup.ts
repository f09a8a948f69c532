import { Injectable } from '@nestjs/common';
import { SignedInProfile, toProfile } from './current-user';
import { MemberLanguages } from './member-languages';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

/**
 * A sign-up sent twice (a double click on the last step, a retry after a timeout) finds the
 * account the first one made instead of failing with "already registered": same email, same
 * password, not verified yet. It grants nothing a sign-in with those credentials would not.
 */
@Injectable()
export class RepeatedSignup {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly languages: MemberLanguages,
  ) {}

  async accountMadeBy(email: string, password: string): Promise<SignedInProfile | null> {
    const user = await this.users.findByEmail(email);
    if (!user?.passwordHash || user.emailVerified || user.role !== 'primary') return null;
    // A couple signed up moments ago has no standing to lose yet.
    return (await this.hasher.verify(password, user.passwordHash)) ? toProfile(user, await this.languages.of(user)) : null;
  }
}
