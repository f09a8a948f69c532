import { Injectable } from '@nestjs/common';
import { CoupleProfiles } from '../../../couple-profile';
import { MemberAccounts } from '../../../identity';
import { CoupleContact, CoupleDirectory } from '../../application/couple-directory';
import { CoupleDescription } from '../../domain/reveal-policy';
import { LAUNCH_LOCATION } from '../../../../kernel/launch-location';

const PRIMARY_FIRST = (a: { role: string }, b: { role: string }) => Number(a.role !== 'primary') - Number(b.role !== 'primary');

/** The couple directory over identity's member accounts and couple-profile's profiles. */
@Injectable()
export class MemberCoupleDirectory extends CoupleDirectory {
  constructor(
    private readonly members: MemberAccounts,
    private readonly profiles: CoupleProfiles,
  ) {
    super();
  }

  async locationOf(coupleId: string): Promise<{ city: string; country: string }> {
    return (await this.profiles.locationOf(coupleId)) ?? LAUNCH_LOCATION;
  }

  describe(coupleIds: string[]): Promise<CoupleDescription[]> {
    return Promise.all(
      coupleIds.map(async (coupleId) => {
        // Members come from identity even when a couple has no profile yet (names always exist).
        const [members, summary] = await Promise.all([this.members.listMembers(coupleId), this.profiles.summarize(coupleId)]);
        return {
          coupleId,
          users: [...members].sort(PRIMARY_FIRST).map((member) => ({ userId: member.userId, firstName: member.firstName })),
          interests: summary?.interests ?? [],
        };
      }),
    );
  }

  async contactsOf(coupleId: string): Promise<CoupleContact[]> {
    return (await this.members.listMembers(coupleId)).map((member) => ({ email: member.email, firstName: member.firstName, dinnerReminders: member.dinnerReminders }));
  }
}
