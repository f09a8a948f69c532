import { Injectable } from '@nestjs/common';
import { ArrayOverlap, JsonContains } from 'typeorm';
import { Clock } from '../clock/clock';
import { escapeLike } from '../database/like-pattern';
import { TransactionalDb } from '../database/transactional-db';
import { AdminAuditAction, AdminAuditEntryOrmEntity } from './admin-audit-entry.orm-entity';
import { sql } from '../database/sql';

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

/** Actions a member takes on their own data: the actor is that member, not an admin. */
const MEMBER_ACTIONS: AdminAuditAction[] = ['contact_share_granted', 'contact_share_withdrawn'];
const NIL_ID = '00000000-0000-0000-0000-000000000000';

/** The trail of admin actions on people's data, written in the acting use case's transaction. */
@Injectable()
export class AdminAuditLog {
  constructor(
    private readonly db: TransactionalDb,
    private readonly clock: Clock,
  ) {}

  async record(entry: AdminAuditRecord): Promise<void> {
    const entries = this.db.repository(AdminAuditEntryOrmEntity);
    await entries.save(
      entries.create({
        adminId: entry.adminId,
        action: entry.action,
        query: entry.query ?? null,
        subjectUserIds: entry.subjectUserIds ?? [],
        detail: entry.detail ?? {},
        at: this.clock.now(),
      }),
    );
  }

  /** Newest first, one page, with the total. */
  async page(offset: number, limit: number): Promise<{ entries: AdminAuditEntry[]; total: number }> {
    const [rows, total] = await this.db.repository(AdminAuditEntryOrmEntity).findAndCount({ order: { at: 'DESC' }, skip: offset, take: limit });
    return { entries: rows, total };
  }

  /** Entries about a dinner (its detail names it), newest first: the dinner's operations page. */
  aboutDinner(dinnerId: string, limit = 100): Promise<AdminAuditEntry[]> {
    return this.db.repository(AdminAuditEntryOrmEntity).find({ where: { detail: JsonContains({ dinnerId }) }, order: { at: 'DESC' }, take: limit });
  }

  /** Entries about these users, for their data export. */
  listAbout(userIds: string[]): Promise<AdminAuditEntry[]> {
    return this.db.repository(AdminAuditEntryOrmEntity).find({ where: { subjectUserIds: ArrayOverlap(userIds) }, order: { at: 'DESC' } });
  }

  /**
   * Erasure keeps the trail (who did what, when) but not the person: search texts and
   * support reasons that mention them are blanked and their ids removed, also as the actor of
   * a member's own action (a contact grant), which then stands under the nil id.
   */
  async eraseMentions(userIds: string[], mentions: string[]): Promise<void> {
    const patterns = mentions.filter((text) => text.trim()).map((text) => `%${escapeLike(text.trim())}%`);
    await this.db.change(
      sql`UPDATE admin_audit_log SET query = ${ERASED_QUERY}
        WHERE query IS NOT NULL AND query ILIKE ANY(${patterns}::text[])`,
    );
    // A support action's reason is the admin's free text: it may name the person too.
    await this.db.change(
      sql`UPDATE admin_audit_log SET detail = jsonb_set(detail, '{reason}', to_jsonb(${ERASED_QUERY}::text))
        WHERE detail->>'reason' ILIKE ANY(${patterns}::text[])`,
    );
    await this.db.change(
      sql`UPDATE admin_audit_log SET subject_user_ids = ARRAY(SELECT id FROM unnest(subject_user_ids) AS id WHERE id <> ALL(${userIds}::uuid[]))
        WHERE subject_user_ids && ${userIds}::uuid[]`,
    );
    await this.db.change(
      sql`UPDATE admin_audit_log SET admin_id = ${NIL_ID} WHERE admin_id = ANY(${userIds}::uuid[]) AND action = ANY(${MEMBER_ACTIONS}::text[])`,
    );
  }
}
