/** Port: where mails for the admins go (identity's admin accounts). */
export abstract class AdminContacts {
  abstract emails(): Promise<string[]>;
}
