import { Injectable } from '@nestjs/common';
import { UserRepository } from './user.repository';

/** Who the admins are, for modules that mail them (e.g. a dinner that needs a human). */
@Injectable()
export class AdminDirectory {
  constructor(private readonly users: UserRepository) {}

  adminEmails(): Promise<string[]> {
    return this.users.listAdminEmails();
  }
}
