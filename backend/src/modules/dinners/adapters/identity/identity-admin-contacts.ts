import { Injectable } from '@nestjs/common';
import { AdminDirectory } from '../../../identity';
import { AdminContacts } from '../../application/dinner-events/admin-contacts';

@Injectable()
export class IdentityAdminContacts extends AdminContacts {
  constructor(private readonly admins: AdminDirectory) {
    super();
  }

  emails(): Promise<string[]> {
    return this.admins.adminEmails();
  }
}
