import { Injectable } from '@nestjs/common';
import { AdminAuditEntry, AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { CustomerDirectory } from './customer-records';

export interface NamedAuditEntry extends AdminAuditEntry {
  /** The acting admin (or member, by actorKind) as people read it ('Ada Admin'); null once deleted. */
  adminName: string | null;
  adminEmail: string | null;
}

/** The audit log as the support page shows it: each entry names who acted (an admin, or a member on their own data), not an id. */
@Injectable()
export class AuditTrail {
  constructor(
    private readonly audit: AdminAuditLog,
    private readonly directory: CustomerDirectory,
  ) {}

  async page(offset: number, limit: number): Promise<{ entries: NamedAuditEntry[]; total: number }> {
    const { entries, total } = await this.audit.page(offset, limit);
    // A page has a handful of admins: one look-up each, by their exact id.
    const admins = new Map<string, { name: string; email: string }>();
    for (const adminId of new Set(entries.map((entry) => entry.adminId))) {
      const [admin] = (await this.directory.find(adminId, 1)).filter((user) => user.id === adminId);
      if (admin) admins.set(adminId, { name: [admin.first_name, admin.last_name].filter(Boolean).join(' '), email: admin.email });
    }
    return {
      entries: entries.map((entry) => ({ ...entry, adminName: admins.get(entry.adminId)?.name ?? null, adminEmail: admins.get(entry.adminId)?.email ?? null })),
      total,
    };
  }
}
