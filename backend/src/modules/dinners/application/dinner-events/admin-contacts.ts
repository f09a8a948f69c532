import type { Language } from '../../../../kernel/languages';

/** An admin's address and the language they read. */
export interface AdminRecipient {
  email: string;
  language: Language;
}

/** Port: where mails for the admins go (identity's admin accounts; the support address when there is none). */
export abstract class AdminContacts {
  abstract recipients(): Promise<AdminRecipient[]>;
}
