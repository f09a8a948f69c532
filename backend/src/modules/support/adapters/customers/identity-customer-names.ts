import { Injectable } from '@nestjs/common';
import { MemberAccounts } from '../../../identity';
import { CustomerNames } from '../../application/customer-records';

@Injectable()
export class IdentityCustomerNames extends CustomerNames {
  constructor(private readonly members: MemberAccounts) {
    super();
  }

  async namesOf(coupleIds: readonly string[]): Promise<Map<string, string>> {
    if (coupleIds.length === 0) return new Map();
    const people = await this.members.peopleOfCouples(coupleIds);
    const names = new Map<string, string>();
    for (const coupleId of coupleIds) {
      const members = people.filter((person) => person.coupleId === coupleId).sort((a, b) => (a.role === 'primary' ? -1 : b.role === 'primary' ? 1 : 0));
      names.set(coupleId, members.map((person) => [person.firstName, person.lastName].filter(Boolean).join(' ')).join(' & ') || 'Erased couple');
    }
    return names;
  }
}
