import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { adminMay } from '../domain/admin-access';
import { Caller } from '../domain/caller';
import { IdentityErrors } from '../domain/identity-errors';
import { SessionView, UserSessions } from './user-sessions';

/** An admin lists and ends their own sessions; an owner, anyone's (audited). */
@Injectable()
export class AdminSessions {
  constructor(
    private readonly sessions: UserSessions,
    private readonly audit: AdminAuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  listOf(userId: string): Promise<SessionView[]> {
    return this.sessions.listOf(userId, this.clock.now());
  }

  end(caller: Caller, sessionId: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      const owner = await this.sessions.ownerOf(sessionId);
      const mayEndOthers = caller.admin !== null && adminMay(caller.admin.role, 'admins:manage');
      // Another admin's session is "not found" to those who may not end it: its id says nothing.
      if (owner === null || (owner !== caller.id && !mayEndOthers)) throw IdentityErrors.noSuchSession();
      await this.sessions.end(sessionId);
      if (owner !== caller.id) await this.audit.record({ adminId: caller.id, action: 'admin_session_ended', subjectUserIds: [owner] });
    });
  }
}
