import { Injectable } from '@nestjs/common';
import { Caller, callerOf } from '../domain/caller';
import { IdentityErrors } from '../domain/identity-errors';
import { User } from '../domain/user';
import { MemberLanguage, MemberLanguages } from './member-languages';
import { MemberStanding, NO_STANDING_NOTICE, ServiceStanding } from './service-standing';
import { UserRepository } from './user.repository';

/** What the signed-in member sees of their own account, with the couple's standing. */
export type SignedInProfile = Omit<
  User,
  'passwordHash' | 'gender' | 'dateOfBirth' | 'phoneNumber' | 'dinnerReminders' | 'previousEmails' | 'marketingOptInRequestedAt' | 'languageChoice'
> &
  MemberStanding & {
    /** The language the member reads (their choice, else their city's). */
    language: MemberLanguage['language'];
    languageChoice: MemberLanguage['chosen'];
  };

/** Looks up the signed-in user behind a session. */
@Injectable()
export class CurrentUser {
  constructor(
    private readonly users: UserRepository,
    private readonly standing: ServiceStanding,
    private readonly languages: MemberLanguages,
  ) {}

  find(userId: string | undefined): Promise<User | null> {
    return userId ? this.users.findById(userId) : Promise.resolve(null);
  }

  async findCaller(userId: string | undefined): Promise<Caller | null> {
    const facts = userId ? await this.users.findCallerFacts(userId) : null;
    return facts ? callerOf(facts) : null;
  }

  /** The profile of a user just authenticated (so known to exist). */
  async profileOf(userId: string): Promise<SignedInProfile> {
    const user = await this.users.findById(userId);
    if (!user) throw IdentityErrors.invalidCredentials();
    return this.profile(user);
  }

  async profile(user: User): Promise<SignedInProfile> {
    const standing = user.coupleId ? await this.standing.memberStanding(user.coupleId) : NO_STANDING_NOTICE;
    return toProfile(user, await this.languages.of(user), standing);
  }
}

export function toProfile(user: User, language: MemberLanguage, standing: MemberStanding = NO_STANDING_NOTICE): SignedInProfile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
    coupleId: user.coupleId,
    language: language.language,
    languageChoice: language.chosen,
    ...standing,
  };
}
