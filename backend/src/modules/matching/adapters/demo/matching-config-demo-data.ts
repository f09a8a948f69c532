import { Injectable } from '@nestjs/common';
import { DemoData, DemoDataContributor } from '../../../../platform/demo/demo-data';
import { MatchingConfigAdmin } from '../../application/matching-config-admin';

/** The demo admin finds the full documented configuration (Initialize Defaults, already done). */
@Injectable()
export class MatchingConfigDemoData implements DemoDataContributor {
  readonly order = 45;
  readonly credentials = [];

  constructor(
    demoData: DemoData,
    private readonly config: MatchingConfigAdmin,
  ) {
    demoData.register(this);
  }

  async seed(): Promise<void> {
    await this.config.initializeDefaults();
  }
}
