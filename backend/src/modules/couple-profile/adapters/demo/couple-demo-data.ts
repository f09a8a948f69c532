import { Injectable } from '@nestjs/common';
import { DemoCredential, DemoData, DemoDataContributor } from '../../../../platform/demo/demo-data';
import { AccountRegistration } from '../../../identity';
import { CoupleRepository } from '../../application/couple.repository';
import { DEMO_COUPLES, DEMO_COUPLE_PASSWORD } from './demo-couples';

/** Verified demo couples with complete profiles; all but the last have an onboarded partner. */
@Injectable()
export class CoupleDemoData implements DemoDataContributor {
  readonly order = 20;
  readonly credentials: DemoCredential[] = DEMO_COUPLES.flatMap((couple) => [
    { label: `Demo couple member: ${couple.primary.firstName} (${couple.label})`, email: couple.primary.email, password: DEMO_COUPLE_PASSWORD },
    ...(couple.partner.onboarded
      ? [{ label: `Demo couple partner: ${couple.partner.firstName} (${couple.label})`, email: couple.partner.email, password: DEMO_COUPLE_PASSWORD }]
      : []),
  ]);

  constructor(
    demoData: DemoData,
    private readonly couples: CoupleRepository,
    private readonly accounts: AccountRegistration,
  ) {
    demoData.register(this);
  }

  async seed(): Promise<void> {
    for (const demo of DEMO_COUPLES) {
      if (await this.accounts.isRegistered(demo.primary.email)) continue;
      const couple = await this.couples.create(demo.profile);
      const { onboarded, ...partner } = demo.partner;
      await this.accounts.registerPrimary(
        { ...demo.primary, coupleId: couple.id, password: DEMO_COUPLE_PASSWORD, location: demo.profile.city, optInForMarketing: false },
        { ...partner, genderOther: null },
        { verified: true },
      );
      if (onboarded) {
        await this.accounts.addOnboardedPartner({ ...partner, coupleId: couple.id, password: DEMO_COUPLE_PASSWORD, phoneNumber: partner.phoneNumber });
      }
    }
  }
}
