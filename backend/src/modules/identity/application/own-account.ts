import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import type { Language } from '../../../kernel/languages';
import { UserNotFoundError, WrongPasswordError } from '../domain/account-deletion';
import { User } from '../domain/user';
import { identityMessages } from './identity-messages';
import { MemberLanguages } from './member-languages';
import { PasswordHasher } from './password-hasher';
import { dataSubjectOf, DataSubject, PersonalDataExport, PersonalDataHolders } from './personal-data';
import { UserRepository } from './user.repository';

export interface OwnDataExport {
  exported_at: string;
  user_id: string;
  couple_id: string | null;
  /** Every row the service holds about the couple and its members, by table. */
  data: PersonalDataExport;
}

/** A couple's own data: the export the privacy policy promises, and deleting the couple's account. */
@Injectable()
export class OwnAccount {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly holders: PersonalDataHolders,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly languages: MemberLanguages,
  ) {}

  /**
   * The member's own rows and the couple's shared ones: the subject is the member alone (their
   * id and addresses) with the couple's id, so the partner's account, mails, sign-ups and
   * messages stay the partner's, and no holder exports a credential (issue 46).
   */
  async exportData(userId: string): Promise<OwnDataExport> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    const subject = dataSubjectOf([user], user.coupleId, 1);
    const data: PersonalDataExport = {};
    for (const holder of this.holders.all()) Object.assign(data, await holder.exportFor(subject));
    return { exported_at: this.clock.now().toISOString(), user_id: user.id, couple_id: user.coupleId, data };
  }

  /**
   * Deletes both members and everything about the couple once the password is confirmed;
   * the partner is told by a mail the outbox forgets once it is sent. A booked dinner goes
   * with the bookings (a cancellation by the couple: the fee is kept, per the Terms).
   */
  deleteAccount(userId: string, password: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const { user, members, subject } = await this.subjectFor(userId);
      if (!user.passwordHash || !(await this.hasher.verify(password, user.passwordHash))) throw new WrongPasswordError();
      const partners = members.filter((member) => member.id !== user.id);
      // Their language is read before the erasure takes the couple's city with it.
      const languages = user.coupleId ? await this.languages.ofCouple(user.coupleId, partners) : [];
      for (const holder of this.holders.all()) await holder.erase(subject);
      for (const [index, partner] of partners.entries()) await this.tellPartner(partner, user, languages[index]);
    });
  }

  private async subjectFor(userId: string): Promise<{ user: User; members: User[]; subject: DataSubject }> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    const members = user.coupleId ? await this.users.listByCouple(user.coupleId) : [user];
    return { user, members, subject: dataSubjectOf(members, user.coupleId, 0) };
  }

  private async tellPartner(partner: User, requester: User, language: Language): Promise<void> {
    const appName = this.config.get('appName');
    const t = identityMessages.in(language);
    const { text, html } = renderEmail({
      greeting: t('identity.greeting', { firstName: partner.firstName }),
      paragraphs: [
        t('identity.accountDeleted.deleted', { requesterName: requester.firstName, appName }),
        t('identity.accountDeleted.notExpected', { supportEmail: this.config.get('supportEmail') as string }),
      ],
      appName,
      language,
    });
    await this.outbox.enqueue({ to: partner.email, subject: t('identity.accountDeleted.subject', { appName }), text, html, eraseAfterDelivery: true });
  }
}
