import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { ALERT_HOURS_BEFORE, alertDue } from '../../domain/admin-alerts';
import { DINNER_ADMIN_ALERT_EVENT } from '../../domain/dinner-events';
import { AdminAlertRecords } from './admin-alert-records';
import { DinnerChangeLog } from './dinner-change-log';
import { DinnerNeedsReader } from './dinner-needs';

const HOUR_MS = 3_600_000;

/**
 * `dinners.admin-alerts`: a dinner that still needs the admins 24, 6 and 1 hours before its
 * start is recorded once per threshold (`dinner.admin_alert`, whose subscriber mails the
 * admins what is missing). The record and the event commit together, under the job's lock,
 * so a second instance or a rerun alerts nobody twice.
 */
@Injectable()
export class AlertAdmins {
  constructor(
    private readonly needs: DinnerNeedsReader,
    private readonly records: AdminAlertRecords,
    private readonly changes: DinnerChangeLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Answers how many alerts were raised. */
  async execute(): Promise<number> {
    let alerted = 0;
    for (const dinner of await this.needs.needingAdmins(Math.max(...ALERT_HOURS_BEFORE) * HOUR_MS)) {
      const now = this.clock.now();
      const hoursBefore = alertDue(dinner.eventDate, now);
      if (hoursBefore === null) continue;
      const raised = await this.unitOfWork.run(async () => {
        if (!(await this.records.claim(dinner.dinnerId, hoursBefore, now))) return false;
        await this.changes.fact(DINNER_ADMIN_ALERT_EVENT, { dinnerId: dinner.dinnerId, hoursBefore, needs: dinner.needs }, { type: 'schedule', id: null });
        return true;
      });
      if (raised) alerted += 1;
    }
    return alerted;
  }
}
