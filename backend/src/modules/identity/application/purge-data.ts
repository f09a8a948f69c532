import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { AppConfig } from '../../../platform/config/app-config';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { PurgeNotAllowedError } from '../domain/account-deletion';
import { PersonalDataHolder, PersonalDataHolders, PurgeCounts } from './personal-data';

export type PurgeDetails = Required<PurgeCounts>;

/** The admin's purge buttons: all user data, or bookings and reviews only. Refused in production unless ALLOW_PURGE=true. */
@Injectable()
export class PurgeData {
  constructor(
    private readonly holders: PersonalDataHolders,
    private readonly audit: AdminAuditLog,
    private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  users(adminId: string): Promise<PurgeDetails> {
    return this.purge(adminId, 'purge_users', (holder) => holder.purgeUsers());
  }

  async bookings(adminId: string): Promise<Pick<PurgeDetails, 'deletedBookings' | 'deletedReviews'>> {
    const { deletedBookings, deletedReviews } = await this.purge(adminId, 'purge_bookings', (holder) => holder.purgeBookings());
    return { deletedBookings, deletedReviews };
  }

  private async purge(
    adminId: string,
    action: 'purge_users' | 'purge_bookings',
    run: (holder: PersonalDataHolder) => Promise<PurgeCounts>,
  ): Promise<PurgeDetails> {
    if (this.config.isProduction && !this.config.get('allowPurge')) throw new PurgeNotAllowedError();
    return this.unitOfWork.run(async () => {
      const details: PurgeDetails = { deletedUsers: 0, deletedProfiles: 0, deletedCouples: 0, deletedBookings: 0, deletedReviews: 0 };
      for (const holder of this.holders.all()) {
        for (const [key, count] of Object.entries(await run(holder)) as [keyof PurgeDetails, number][]) details[key] += count;
      }
      await this.audit.record({ adminId, action, detail: { ...details } });
      return details;
    });
  }
}
