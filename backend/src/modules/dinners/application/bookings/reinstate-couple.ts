import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../../platform/audit/admin-audit-log';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { DinnerErrors } from '../../domain/dinner-errors';
import { CoupleDirectory } from './couple-directory';
import { CoupleStandings } from './couple-standings';

/**
 * Customer support reinstates a couple whose service two late cancellations ended: both
 * members may book again, with a clean run. The standing and the audit entry commit together.
 */
@Injectable()
export class ReinstateCouple {
  constructor(
    private readonly standings: CoupleStandings,
    private readonly couples: CoupleDirectory,
    private readonly audit: AdminAuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(adminId: string, coupleId: string, reason: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const members = await this.couples.contactsOf(coupleId);
      if (members.length === 0) throw DinnerErrors.coupleNotFound();
      await this.standings.reinstate(coupleId);
      await this.audit.record({ adminId, action: 'reinstate_couple', subjectUserIds: members.map((member) => member.userId), detail: { reason, coupleId } });
    });
  }
}
