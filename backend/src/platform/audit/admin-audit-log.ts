import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { escapeLike } from '../database/like-pattern';
import { TransactionalDb } from '../database/transactional-db';
import { AdminAuditAction, AdminAuditEntryOrmEntity } from './admin-audit-entry.orm-entity';

export type { AdminAuditAction } from './admin-audit-entry.orm-entity';

export interface AdminAuditRecord {
  adminId: string;
  action: AdminAuditAction;
  query?: string;
  subjectUserIds?: string[];
  detail?: Record<string, unknown>;
}

export interface AdminAuditEntry extends Required<Omit<AdminAuditRecord, 'query'>> {
  id: string;
  query: string | null;
  at: Date;
}

export const ERASED_QUERY = '[erased]';

/** The trail of admin actions on people's data, written in the acting use case's transaction. */
@Injectable()
export class AdminAuditLog {
  constructor(
    private readonly db: TransactionalDb,
    private readonly clock: Clock,
  ) {}

  async record(entry: AdminAuditRecord): Promise<void> {
    const entries = this.db.repository(AdminAuditEntryOrmEntity);
    await entries.save(entries.create({
      adminId: entry.adminId,
      action: entry.action,
      query: entry.query ?? null,
      subjectUserIds: entry.subjectUserIds ?? [],
      detail: entry.detail ?? {},
      at: this.clock.now(),
    }));
  }

  /** Newest first, one page, with the total. */
  async page(offset: number, limit: number): Promise<{ entries: AdminAuditEntry[]; total: number }> {
    const [rows, total] = await this.db.repository(AdminAuditEntryOrmEntity).findAndCount({ order: { at: 'DESC' }, skip: offset, take: limit });
    return { entries: rows, total };
  }

  /** Entries about these users, for their data export. */
  listAbout(userIds: string[]): Promise<AdminAuditEntry[]> {
    return this.db.repository(AdminAuditEntryOrmEntity).createQueryBuilder('entry').where('entry.subject_user_ids && :ids::uuid[]', { ids: userIds }).orderBy('entry.at', 'DESC').getMany();
  }

  /**
   * Erasure keeps the trail (who did what, when) but not the person: search texts and
   * support reasons that mention them are blanked and their ids removed.
   */
  async eraseMentions(userIds: string[], mentions: string[]): Promise<void> {
    const patterns = mentions.filter((text) => text.trim()).map((text) => `%${escapeLike(text.trim())}%`);
    await this.db.manager.query(
      `UPDATE admin_audit_log SET query = $1
        WHERE query IS NOT NULL AND query ILIKE ANY($2::text[])`,
      [ERASED_QUERY, patterns],
    );
    // A support action's reason is the admin's free text: it may name the person too.
    await this.db.manager.query(
      `UPDATE admin_audit_log SET detail = jsonb_set(detail, '{reason}', to_jsonb($1::text))
        WHERE detail->>'reason' ILIKE ANY($2::text[])`,
      [ERASED_QUERY, patterns],
    );
    await this.db.manager.query(
      `UPDATE admin_audit_log SET subject_user_ids = ARRAY(SELECT id FROM unnest(subject_user_ids) AS id WHERE id <> ALL($1::uuid[]))
        WHERE subject_user_ids && $1::uuid[]`,
      [userIds],
    );
  }
}
