import { Injectable } from '@nestjs/common';
import type { Caller } from '../../identity';
import { SharedCouple, TablematesAfterDinner } from '../../dinners';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { SafetyErrors } from '../domain/safety-errors';
import { ReportCategory, reportsOpen } from '../domain/safety-policy';
import { SafetyRecords } from './safety-records';

export interface ReportableTablemate {
  couple: SharedCouple;
  /** This couple already reported them for this dinner. */
  reported: boolean;
}

export interface NewReport {
  /** The reported couple, by one of its members' user ids (as the review and "see you again" name couples). */
  userId: string;
  category: ReportCategory;
  description: string;
}

/**
 * GET and POST /api/user/dinner/{id}/reports: a member reports a couple that sat at their
 * table, once the dinner has started; one report per reporter couple, reported couple and
 * dinner. The report is the admins' alone: nothing the reported couple can reach names the
 * reporter, and from then on the pair is never seated together (matching's ReportedPairs).
 */
@Injectable()
export class ReportCouple {
  constructor(
    private readonly tables: TablematesAfterDinner,
    private readonly records: SafetyRecords,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async forDinner(caller: Caller, dinnerId: string): Promise<{ open: boolean; tablemates: ReportableTablemate[] }> {
    const table = await this.tables.forCaller(caller, dinnerId);
    const open = reportsOpen({ started: table.started, tablemateCoupleIds: table.tablemates.map((c) => c.coupleId) });
    if (!open) return { open, tablemates: [] };
    const reported = new Set(await this.records.reportedAt(dinnerId, table.coupleId));
    return { open, tablemates: table.tablemates.map((couple) => ({ couple, reported: reported.has(couple.coupleId) })) };
  }

  async report(caller: Caller, dinnerId: string, report: NewReport): Promise<void> {
    const table = await this.tables.forCaller(caller, dinnerId);
    if (!reportsOpen({ started: table.started, tablemateCoupleIds: table.tablemates.map((c) => c.coupleId) })) throw SafetyErrors.notOpen();
    const couple = table.tablemates.find((c) => c.userIds.includes(report.userId));
    if (!couple) throw SafetyErrors.notATablemate();
    await this.unitOfWork.run(async () => {
      const added = await this.records.addReport({
        dinnerId,
        reporterCoupleId: table.coupleId,
        reporterUserId: caller.id,
        reportedCoupleId: couple.coupleId,
        category: report.category,
        description: report.description,
        dinnerDate: table.eventDate,
        dinnerCity: table.city,
        dinnerTimeZone: table.timeZone,
        restaurantName: table.restaurantName,
        createdAt: this.clock.now(),
      });
      if (!added) throw SafetyErrors.alreadyReported();
    });
  }
}
