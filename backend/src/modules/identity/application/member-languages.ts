import { Injectable } from '@nestjs/common';
import { cityLanguage } from '../../../kernel/city-registry';
import { DEFAULT_LANGUAGE, Language } from '../../../kernel/languages';
import { LAUNCH_LOCATION } from '../../../kernel/launch-location';
import { IdentityErrors } from '../domain/identity-errors';
import type { User } from '../domain/user';
import { CoupleCities } from './couple-cities';
import { UserRepository } from './user.repository';

/** A member's language as the API shows it: what they read (`language`) and what they chose (`chosen`, null: their city's default). */
export interface MemberLanguage {
  language: Language;
  chosen: Language | null;
}

/**
 * The language each member reads us in (issue 49, point 4): their own choice, else the default
 * language of their couple's city (the launch city's for a member without a couple or profile).
 */
@Injectable()
export class MemberLanguages {
  constructor(
    private readonly users: UserRepository,
    private readonly couples: CoupleCities,
  ) {}

  async of(user: Pick<User, 'coupleId' | 'languageChoice'>): Promise<MemberLanguage> {
    // The city is asked only when the member chose nothing.
    const language = user.languageChoice ?? (await this.cityDefault(user.coupleId));
    return { language, chosen: user.languageChoice };
  }

  /** The language of each member of one couple, in their order: the couple's city is asked at most once. */
  async ofCouple(coupleId: string, members: readonly Pick<User, 'languageChoice'>[]): Promise<Language[]> {
    const cityDefault = members.some((member) => member.languageChoice === null) ? await this.cityDefault(coupleId) : DEFAULT_LANGUAGE;
    return members.map((member) => member.languageChoice ?? cityDefault);
  }

  /** The languages of the members of many couples, in their order, by couple id: the couples' cities are read at once, and only for those whose members chose nothing. */
  async ofCouples(members: ReadonlyMap<string, readonly Pick<User, 'languageChoice'>[]>): Promise<Map<string, Language[]>> {
    const undecided = [...members].filter(([, users]) => users.some((user) => user.languageChoice === null)).map(([coupleId]) => coupleId);
    const cities = undecided.length > 0 ? await this.couples.citiesOf(undecided) : new Map<string, { city: string; country: string }>();
    const languages = new Map<string, Language[]>();
    for (const [coupleId, users] of members) {
      const { city, country } = cities.get(coupleId) ?? LAUNCH_LOCATION;
      languages.set(
        coupleId,
        users.map((user) => user.languageChoice ?? cityLanguage(city, country)),
      );
    }
    return languages;
  }

  /** The member's own choice, from Settings; null goes back to the city's default. Not audited: like the mail preferences, it is about no one else's data. */
  async choose(userId: string, language: Language | null): Promise<MemberLanguage> {
    const user = await this.users.findById(userId);
    if (!user) throw IdentityErrors.invalidCredentials();
    await this.users.setLanguage(userId, language);
    return this.of({ ...user, languageChoice: language });
  }

  private async cityDefault(coupleId: string | null): Promise<Language> {
    const { city, country } = (coupleId ? await this.couples.cityOf(coupleId) : null) ?? LAUNCH_LOCATION;
    return cityLanguage(city, country);
  }
}
