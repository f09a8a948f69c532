import { Injectable } from '@nestjs/common';
import { ArrayOverlap, JsonContains } from 'typeorm';
import { Clock } from '../clock/clock';
import { escapeLike } from '../database/like-pattern';
import { TransactionalDb } from '../database/transactional-db';
import { AdminAuditAction, AdminAuditEntryOrmEntity, AuditActorKind, MemberAuditAction } from './admin-audit-entry.orm-entity';
import { sql } from '../database/sql';

export type { AdminAuditAction, AuditActorKind, MemberAuditAction } from './admin-audit-entry.orm-entity';

/** An admin's action: a member's own action cannot be written as one (see recordMemberChoice). */
export interface AdminAuditRecord {
  adminId: string;
  action: Exclude<AdminAuditAction, MemberAuditAction | 'api_call'>;
  query?: string;
  subjectUserIds?: string[];
  detail?: Record<string, unknown>;
}

/** A member's own choice about their own data, audited with the member as the actor. */
export interface MemberAuditRecord {
  memberId: string;
  action: MemberAuditAction;
  subjectUserIds?: string[];
  detail?: Record<string, unknown>;
}

/** A call made with an integration's API key, audited as that key. */
export interface ApiCallAuditRecord {
  keyId: string;
  detail: Record<string, unknown>;
}

export interface AdminAuditEntry {
  id: string;
  /** The acting user: an admin, or the member when actorKind is 'member'. */
  adminId: string;
  actorKind: AuditActorKind;
  action: AdminAuditAction;
  query: string | null;
  subjectUserIds: string[];
  detail: Record<string, unknown>;
  at: Date;
}

export const ERASED_QUERY = '[erased]';

const MEMBER: AuditActorKind = 'member';
const NIL_ID = '00000000-0000-0000-0000-000000000000';

/** The trail of admin actions on people's data, written in the acting use case's transaction. */
@Injectable()
export class AdminAuditLog {
  constructor(
    private readonly db: TransactionalDb,
    private readonly clock: Clock,
  ) {}

  record(entry: AdminAuditRecord): Promise<void> {
    return this.write('admin', entry.adminId, entry);
  }

  recordMemberChoice(entry: MemberAuditRecord): Promise<void> {
    return this.write('member', entry.memberId, entry);
  }

  recordApiCall(entry: ApiCallAuditRecord): Promise<void> {
    return this.write('api_key', entry.keyId, { action: 'api_call', detail: entry.detail });
  }

  private async write(
    actorKind: AuditActorKind,
    actorId: string,
    entry: { action: AdminAuditAction; query?: string; subjectUserIds?: string[]; detail?: Record<string, unknown> },
  ): Promise<void> {
    const entries = this.db.repository(AdminAuditEntryOrmEntity);
    await entries.save(
      entries.create({
        adminId: actorId,
        actorKind,
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
    await this.db.change(sql`UPDATE admin_audit_log SET admin_id = ${NIL_ID} WHERE admin_id = ANY(${userIds}::uuid[]) AND actor_kind = ${MEMBER}`);
  }

  /**
   * Purge of all user data: every customer is gone, so the trail keeps who did what and when
   * but no one it was about, as erasure leaves it: no lookup text, no support reason, no id
   * but an admin's, and a member's own action under the nil id (issue 46).
   */
  async erasePeople(): Promise<void> {
    await this.db.change(sql`UPDATE admin_audit_log SET query = ${ERASED_QUERY} WHERE query IS NOT NULL`);
    await this.db.change(sql`UPDATE admin_audit_log SET detail = jsonb_set(detail, '{reason}', to_jsonb(${ERASED_QUERY}::text)) WHERE detail ? 'reason'`);
    await this.db.change(
      sql`UPDATE admin_audit_log SET subject_user_ids = ARRAY(SELECT id FROM unnest(subject_user_ids) AS id WHERE id IN (SELECT id FROM users WHERE is_admin))
        WHERE cardinality(subject_user_ids) > 0`,
    );
    await this.db.change(sql`UPDATE admin_audit_log SET admin_id = ${NIL_ID} WHERE actor_kind = ${MEMBER}`);
  }
}
