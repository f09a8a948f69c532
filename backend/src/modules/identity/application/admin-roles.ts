import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { AdminRole } from '../domain/admin-access';
import { IdentityErrors } from '../domain/identity-errors';
import { AdminAccount, AdminAccounts } from './admin-accounts';

/** Owners give admins their role and, to city managers, their cities. */
@Injectable()
export class AdminRoles {
  constructor(
    private readonly accounts: AdminAccounts,
    private readonly audit: AdminAuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  list(): Promise<AdminAccount[]> {
    return this.accounts.list();
  }

  change(ownerId: string, adminId: string, role: AdminRole, cities: string[]): Promise<AdminAccount> {
    return this.unitOfWork.run(async () => {
      const admin = await this.accounts.find(adminId);
      if (!admin) throw IdentityErrors.notAnAdmin();
      if (admin.role === 'owner' && role !== 'owner' && (await this.accounts.countOwners()) <= 1) throw IdentityErrors.lastOwner();
      const ownCities = role === 'city_manager' ? [...new Set(cities.map((city) => city.trim()).filter(Boolean))] : [];
      if (role === 'city_manager' && ownCities.length === 0) throw IdentityErrors.cityManagerWithoutCities();
      await this.accounts.setRole(adminId, role, ownCities);
      await this.audit.record({
        adminId: ownerId,
        action: 'admin_role_changed',
        subjectUserIds: [adminId],
        detail: { from: admin.role, to: role, cities: ownCities },
      });
      return { ...admin, role, cities: ownCities };
    });
  }
}
