import { Injectable } from '@nestjs/common';
import { MemberAccounts } from '../../../identity';
import { CoupleMailContacts, MailContact } from '../../application/couple-mail-contacts';

/** The couple's members from identity, each with their language (their choice, else their city's). */
@Injectable()
export class ModuleCoupleMailContacts extends CoupleMailContacts {
  constructor(private readonly members: MemberAccounts) {
    super();
  }

  async of(coupleId: string): Promise<MailContact[]> {
    return (await this.members.listMembers(coupleId)).map(({ firstName, email, language }) => ({ firstName, email, language }));
  }
}
