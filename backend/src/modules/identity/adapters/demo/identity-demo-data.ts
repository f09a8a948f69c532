import { Injectable } from '@nestjs/common';
import { DemoCredential, DemoData, DemoDataContributor } from '../../../../platform/demo/demo-data';
import { BootstrapAdmin } from '../../application/bootstrap-admin';

const DEMO_ADMIN = { email: 'admin@tablemates.ie', password: 'TablematesAdmin2025!' };

/** The demo admin account. */
@Injectable()
export class IdentityDemoData implements DemoDataContributor {
  readonly order = 10;
  readonly credentials: DemoCredential[] = [{ label: 'Demo admin (sign in at /admin)', ...DEMO_ADMIN }];

  constructor(
    demoData: DemoData,
    private readonly bootstrapAdmin: BootstrapAdmin,
  ) {
    demoData.register(this);
  }

  async seed(): Promise<void> {
    await this.bootstrapAdmin.execute(DEMO_ADMIN.email, DEMO_ADMIN.password, 'Demo Admin');
  }
}
