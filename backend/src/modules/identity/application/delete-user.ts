import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { assertAdminMayDelete, UserNotFoundError } from '../domain/account-deletion';
import { AdminUserDirectory } from './admin-user-directory';
import { dataSubjectOf, PersonalDataHolders } from './personal-data';
import { UserRepository } from './user.repository';

/**
 * An admin deletes one person: every module erases or anonymises its rows about them in
 * one transaction. Their partner keeps the couple; a couple left without members goes.
 */
@Injectable()
export class DeleteUser {
  constructor(
    private readonly users: UserRepository,
    private readonly directory: AdminUserDirectory,
    private readonly holders: PersonalDataHolders,
    private readonly audit: AdminAuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(adminId: string, userId: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const user = await this.users.findById(userId);
      if (!user) throw new UserNotFoundError();
      assertAdminMayDelete(adminId, user, await this.directory.countAdmins());
      const members = user.coupleId ? await this.users.listByCouple(user.coupleId) : [user];
      const subject = dataSubjectOf([user], user.coupleId, members.length - 1);
      for (const holder of this.holders.all()) await holder.erase(subject);
      await this.audit.record({ adminId, action: 'delete_user', subjectUserIds: [userId] });
    });
  }
}
