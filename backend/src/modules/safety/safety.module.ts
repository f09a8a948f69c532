import { Global, Module } from '@nestjs/common';
import { DinnersModule } from '../dinners';
import { IdentityModule, personalDataHolder } from '../identity';
import { ReportedPairs } from '../matching';
import { CoupleNames } from './application/couple-names';
import { CoupleSuspensions } from './application/couple-suspensions';
import { ReportCouple } from './application/report-couple';
import { SafetyActionLog } from './application/safety-action-log';
import { SafetyMails } from './application/safety-mails';
import { SafetyRecords } from './application/safety-records';
import { SafetyTriage } from './application/safety-triage';
import { SuspensionAppeals } from './application/suspension-appeals';
import { SafetyMailSubscriber } from './adapters/events/safety-mail-subscriber';
import { NoShowSuspensionSubscriber } from './adapters/events/no-show-suspension-subscriber';
import { NoShowSuspensions } from './application/no-show-suspensions';
import { AdminSafetyController } from './adapters/http/admin-safety.controller';
import { CoupleReportsController } from './adapters/http/couple-reports.controller';
import { ReportedPairsFromReports } from './adapters/matching/reported-pairs-from-reports';
import { SafetyPersonalData } from './adapters/persistence/safety-personal-data';
import { TypeOrmSafetyRecords } from './adapters/persistence/typeorm-safety-records';

/**
 * Trust and safety (docs/trust-and-safety.md): members' reports of couples, the admins'
 * Safety section and its actions, suspensions and their appeals. Global because matching,
 * below it, keeps reported pairs apart through its ReportedPairs port, bound here (as
 * identity's ServiceStanding is bound by dinners' global CoupleStandingModule).
 */
@Global()
@Module({
  imports: [IdentityModule, DinnersModule],
  controllers: [CoupleReportsController, AdminSafetyController],
  providers: [
    { provide: SafetyRecords, useClass: TypeOrmSafetyRecords },
    { provide: ReportedPairs, useClass: ReportedPairsFromReports },
    CoupleNames,
    SafetyActionLog,
    CoupleSuspensions,
    ReportCouple,
    SuspensionAppeals,
    SafetyTriage,
    SafetyMails,
    SafetyMailSubscriber,
    NoShowSuspensions,
    NoShowSuspensionSubscriber,
    ...personalDataHolder(SafetyPersonalData),
  ],
  exports: [ReportedPairs, CoupleSuspensions],
})
export class SafetyModule {}
