import { Injectable } from '@nestjs/common';
import { AdminDirectory } from '../../../identity';
import { AdminContacts, AdminRecipient } from '../../application/dinner-events/admin-contacts';

@Injectable()
export class IdentityAdminContacts extends AdminContacts {
  constructor(private readonly admins: AdminDirectory) {
    super();
  }

  recipients(): Promise<AdminRecipient[]> {
    return this.admins.mailRecipients();
  }
}
