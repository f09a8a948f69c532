import { Injectable } from '@nestjs/common';
import { MemberAccounts } from '../../identity';

export interface CoupleContact {
  userId: string;
  name: string;
  email: string;
}

/** Couples as the admin's Safety pages name them: 'Aoife & Cian', and each member's name and email. */
@Injectable()
export class CoupleNames {
  constructor(private readonly members: MemberAccounts) {}

  async of(coupleIds: readonly string[]): Promise<{ label: (coupleId: string) => string; contacts: (coupleId: string) => CoupleContact[] }> {
    const people = coupleIds.length > 0 ? await this.members.peopleOfCouples([...new Set(coupleIds)]) : [];
    const contacts = (coupleId: string) =>
      people
        .filter((p) => p.coupleId === coupleId)
        .map((p) => ({ userId: p.userId, name: [p.firstName, p.lastName].filter(Boolean).join(' '), email: p.email }));
    const label = (coupleId: string) =>
      people
        .filter((p) => p.coupleId === coupleId)
        .map((p) => p.firstName)
        .join(' & ') || 'Former members';
    return { label, contacts };
  }
}
