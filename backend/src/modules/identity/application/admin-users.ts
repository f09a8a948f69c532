import { Injectable } from '@nestjs/common';
import { AdminUserDirectory, AdminUserPage, AdminUserQuery, AdminUserRecord, AdminUserRow } from './admin-user-directory';
import { MarketingConsent } from './marketing-consent';
import { ServiceStanding } from './service-standing';
import { UnitOfWork } from '../../../platform/database/unit-of-work';

/** Users as the admin console and the support lookup show them: the users row, the partner, the couple's standing, the marketing consent. */
@Injectable()
export class AdminUsers {
  constructor(
    private readonly directory: AdminUserDirectory,
    private readonly standing: ServiceStanding,
    private readonly marketing: MarketingConsent,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async page(query: AdminUserQuery): Promise<AdminUserPage> {
    const { users, total } = await this.directory.page(query);
    return { users: await this.complete(users), total };
  }

  async lookup(query: string, limit: number): Promise<AdminUserRecord[]> {
    return this.complete(await this.directory.lookup(query, limit));
  }

  private async complete(rows: AdminUserRow[]): Promise<AdminUserRecord[]> {
    const coupleIds = [...new Set(rows.flatMap((row) => (row.couple_id ? [row.couple_id] : [])))];
    // Two other modules' reads, independent: side by side outside a transaction, one after another inside one.
    const [standings, consented] = await this.unitOfWork.all([
      () => (coupleIds.length > 0 ? this.standing.standingsOf(coupleIds) : Promise.resolve(new Map<string, never>())),
      () => (rows.length > 0 ? this.marketing.consentedAmong(rows.map((row) => row.email)) : Promise.resolve(new Set<string>())),
    ]);
    return rows.map((row) => {
      const standing = row.couple_id ? standings.get(row.couple_id) : undefined;
      return {
        ...row,
        opt_in_for_marketing: consented.has(row.email),
        service_terminated: standing?.serviceTerminated ?? false,
        consecutive_late_cancellations: standing?.consecutiveLateCancellations ?? 0,
        last_cancellation_date: standing?.lastLateCancellationAt ?? null,
      };
    });
  }
}
