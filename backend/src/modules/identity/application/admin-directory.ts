import { Injectable } from '@nestjs/common';
import { cityLanguage } from '../../../kernel/city-registry';
import { DEFAULT_LANGUAGE, type Language } from '../../../kernel/languages';
import { LAUNCH_LOCATION } from '../../../kernel/launch-location';
import { AppConfig } from '../../../platform/config/app-config';
import { UserRepository } from './user.repository';

/** Where an admin's mails go and the language they read them in. */
export interface AdminContact {
  email: string;
  language: Language;
}

/** Who the admins are, for modules that mail them (e.g. a dinner that needs a human). */
@Injectable()
export class AdminDirectory {
  constructor(
    private readonly users: UserRepository,
    private readonly config: AppConfig,
  ) {}

  /**
   * Who the admins' mails go to: each admin in their own language (their choice in My account,
   * else the launch city's, as for any member without a couple); the support address, in
   * English, when there is no admin, so that an alert is never lost.
   */
  async mailRecipients(): Promise<AdminContact[]> {
    const admins = await this.users.listAdminContacts();
    if (admins.length === 0) return [{ email: this.config.get('supportEmail') as string, language: DEFAULT_LANGUAGE }];
    return admins.map(({ email, languageChoice }) => ({ email, language: languageChoice ?? cityLanguage(LAUNCH_LOCATION.city, LAUNCH_LOCATION.country) }));
  }
}
