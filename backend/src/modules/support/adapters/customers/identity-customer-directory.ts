import { Injectable } from '@nestjs/common';
import { AdminUsers } from '../../../identity';
import { CustomerDirectory, SupportUser } from '../../application/customer-records';

@Injectable()
export class IdentityCustomerDirectory extends CustomerDirectory {
  constructor(private readonly users: AdminUsers) {
    super();
  }

  async find(query: string, limit: number): Promise<SupportUser[]> {
    return (await this.users.lookup(query, limit)).map((user) => ({
      id: user.id,
      email: user.email,
      email_verified: user.email_verified,
      first_name: user.first_name,
      last_name: user.last_name,
      phone_number: user.phone_number,
      location: user.location,
      industry: user.industry,
      gender: user.gender,
      date_of_birth: user.date_of_birth,
      accepted_terms: user.accepted_terms,
      accepted_privacy_policy: user.accepted_privacy_policy,
      opt_in_for_marketing: user.opt_in_for_marketing,
      contact_consent: user.contact_consent,
      service_terminated: user.service_terminated,
      signup_status: user.signup_status,
      couple_id: user.couple_id,
      partner_invitation_pending: user.partner_invitation_pending,
      is_admin: user.is_admin,
    }));
  }
}
