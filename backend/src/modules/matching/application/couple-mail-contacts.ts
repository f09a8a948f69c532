import type { Language } from '../../../kernel/languages';

/** A couple member as matching's mails address them: in the language they read us in. */
export interface MailContact {
  firstName: string;
  email: string;
  language: Language;
}

/** Port: the members of a couple to write to, answered by identity. */
export abstract class CoupleMailContacts {
  abstract of(coupleId: string): Promise<MailContact[]>;
}
