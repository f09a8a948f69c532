import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { UserNotFoundError } from '../domain/account-deletion';
import { IdentityErrors } from '../domain/identity-errors';
import { AccountEmails } from './account-emails';
import { PendingPartnerRepository } from './pending-partner.repository';
import { Tokens } from './tokens';
import { UserRepository } from './user.repository';

/**
 * Customer support sends a couple's partner invitation again (lost in a spam folder,
 * expired): a fresh link to the address the primary member gave, which supersedes the
 * earlier ones. Support cannot change the address: only the couple invites someone new.
 * The token, the mail and the audit entry commit together.
 */
@Injectable()
export class ResendInvitationForSupport {
  constructor(
    private readonly users: UserRepository,
    private readonly pendingPartners: PendingPartnerRepository,
    private readonly tokens: Tokens,
    private readonly emails: AccountEmails,
    private readonly audit: AdminAuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** `userId`: either member of the couple. */
  async execute(adminId: string, userId: string, reason: string): Promise<{ email: string; expiresAt: Date }> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    if (!user.coupleId) throw IdentityErrors.noInvitationToResend();
    const coupleId = user.coupleId;
    const members = await this.users.listByCouple(coupleId);
    const pending = await this.pendingPartners.findByCouple(coupleId);
    if (!pending?.email || members.some((member) => member.role === 'partner')) throw IdentityErrors.noInvitationToResend();
    const email = pending.email;
    const inviter = members.find((member) => member.id === pending.invitedByUserId) ?? user;
    return this.unitOfWork.run(async () => {
      const { token, expiresAt } = await this.tokens.issue('partner_invitation', pending.id, email);
      await this.pendingPartners.recordInvitation(pending.id, email, this.clock.now());
      await this.emails.sendPartnerInvitation(email, pending.firstName, inviter, token);
      await this.audit.record({ adminId, action: 'resend_invitation', subjectUserIds: members.map((member) => member.id), detail: { reason, coupleId } });
      return { email, expiresAt };
    });
  }
}
