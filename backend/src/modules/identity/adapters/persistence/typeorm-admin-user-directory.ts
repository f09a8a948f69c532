import { Injectable } from '@nestjs/common';
import { escapeLike } from '../../../../platform/database/like-pattern';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { AdminUserDirectory, AdminUserPage, AdminUserQuery, AdminUserRow, AdminUserSort } from '../../application/admin-user-directory';
import { raw, Sql, sql } from '../../../../platform/database/sql';
import { isUuidText } from '../../../../platform/database/uuid-text';

/**
 * The searchable text of a user: the same expression as the trigram index
 * `idx_users_search_trgm` (migration SupportLookupAndAudit), so lookups use it.
 */
const SEARCH_KEY = raw(`tm_fold(u.first_name || ' ' || coalesce(u.last_name, '') || ' ' || u.email)`);

/** The partner: the other member of the couple, or the partner described at signup until they join. */
const RECORD_COLUMNS = raw(`u.id, u.id AS user_id, u.first_name, u.last_name, u.email, u.industry, u.location, u.phone_number,
  u.nationality, u.gender, to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.email_verified, u.signup_status,
  u.accepted_terms, u.accepted_privacy_policy, u.contact_consent, u.is_admin, u.couple_id,
  u.invited_by_user_id, u.invitation_expires_at, u.firebase_uid, u.replit_id, u.created_at, u.updated_at,
  coalesce(p.first_name, pp.first_name) AS partner_first_name, p.last_name AS partner_last_name,
  coalesce(p.email, pp.email) AS partner_email, (p.email IS NULL AND pp.email IS NOT NULL) AS partner_invitation_pending`);

const FROM = raw(`FROM users u
  LEFT JOIN LATERAL (SELECT first_name, last_name, email FROM users o WHERE o.couple_id = u.couple_id AND o.id <> u.id ORDER BY o.created_at LIMIT 1) p ON true
  LEFT JOIN pending_partners pp ON pp.couple_id = u.couple_id AND p.first_name IS NULL`);

/** The sortable columns, as SQL: only these strings ever reach ORDER BY. */
const SORT_SQL: Record<AdminUserSort, Sql> = {
  created_at: raw('u.created_at'),
  name: raw(`tm_fold(concat_ws(' ', u.first_name, u.last_name))`),
  email: raw('u.email'),
  location: raw(`tm_fold(coalesce(u.location, ''))`),
};

@Injectable()
export class TypeOrmAdminUserDirectory extends AdminUserDirectory {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async page(query: AdminUserQuery): Promise<AdminUserPage<AdminUserRow>> {
    // Each filter null for no filter: the search text, admins or members, verified or not.
    const search = query.search ? escapeLike(query.search) : null;
    const admins = query.kind ? query.kind === 'admin' : null;
    const verified = query.emailVerified ?? null;
    const where = sql`WHERE (${search}::text IS NULL
      OR tm_fold(concat_ws(' ', u.first_name, u.last_name, u.email, u.location, p.first_name, p.email, pp.first_name, pp.email)) LIKE '%' || tm_fold(${search}::text) || '%')
      AND (${admins}::boolean IS NULL OR u.is_admin = ${admins}::boolean) AND (${verified}::boolean IS NULL OR u.email_verified = ${verified}::boolean)`;
    const direction = raw(query.order === 'asc' ? 'ASC' : 'DESC');
    // The total comes with the page (a window count); only a page past the end needs a query of its own.
    const rows = await this.db.rows<AdminUserRow & { total: number }>(
      sql`SELECT ${RECORD_COLUMNS}, count(*) OVER ()::int AS total ${FROM} ${where} ORDER BY ${SORT_SQL[query.sort]} ${direction} NULLS LAST, u.id LIMIT ${query.limit} OFFSET ${query.offset}`,
    );
    if (rows.length === 0) {
      const [{ total }] = await this.db.rows<{ total: number }>(sql`SELECT count(*)::int AS total ${FROM} ${where}`);
      return { users: [], total };
    }
    return { users: rows.map(({ total: _total, ...user }) => user), total: rows[0].total };
  }

  async lookup(query: string, limit: number): Promise<AdminUserRow[]> {
    if (isUuidText(query)) return this.db.rows<AdminUserRow>(sql`SELECT ${RECORD_COLUMNS} ${FROM} WHERE u.id = ${query}`);
    return this.db.rows<AdminUserRow>(
      sql`SELECT ${RECORD_COLUMNS} ${FROM} WHERE ${SEARCH_KEY} LIKE '%' || tm_fold(${escapeLike(query)}) || '%' ORDER BY u.created_at DESC LIMIT ${limit}`,
    );
  }

  async countSignedInSince(since: Date): Promise<number> {
    const [{ active }] = await this.db.rows<{ active: number }>(
      sql`SELECT count(*)::int AS active FROM users WHERE NOT is_admin AND last_signed_in_at >= ${since}`,
    );
    return active;
  }

  async countAdmins(): Promise<number> {
    // Locks the admin rows until the caller's transaction ends: two admins deleting each other cannot both pass.
    const admins = await this.db.rows<unknown>(sql`SELECT id FROM users WHERE is_admin FOR UPDATE`);
    return admins.length;
  }
}
