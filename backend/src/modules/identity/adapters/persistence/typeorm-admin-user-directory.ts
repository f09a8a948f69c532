import { Injectable } from '@nestjs/common';
import { escapeLike } from '../../../../platform/database/like-pattern';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { AdminUserDirectory, AdminUserPage, AdminUserQuery, AdminUserRow, AdminUserSort } from '../../application/admin-user-directory';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The searchable text of a user: the same expression as the trigram index
 * `idx_users_search_trgm` (migration SupportLookupAndAudit), so lookups use it.
 */
const SEARCH_KEY = `tm_fold(u.first_name || ' ' || coalesce(u.last_name, '') || ' ' || u.email)`;

/** The partner: the other member of the couple, or the partner described at signup until they join. */
const RECORD_COLUMNS = `u.id, u.id AS user_id, u.first_name, u.last_name, u.email, u.industry, u.location, u.phone_number,
  u.nationality, u.gender, to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.email_verified, u.signup_status,
  u.accepted_terms, u.accepted_privacy_policy, u.contact_consent, u.is_admin, u.couple_id,
  u.invited_by_user_id, u.invitation_expires_at, u.firebase_uid, u.replit_id, u.created_at, u.updated_at,
  coalesce(p.first_name, pp.first_name) AS partner_first_name, p.last_name AS partner_last_name,
  coalesce(p.email, pp.email) AS partner_email`;

const FROM = `FROM users u
  LEFT JOIN LATERAL (SELECT first_name, last_name, email FROM users o WHERE o.couple_id = u.couple_id AND o.id <> u.id ORDER BY o.created_at LIMIT 1) p ON true
  LEFT JOIN pending_partners pp ON pp.couple_id = u.couple_id AND p.first_name IS NULL`;

/** The sortable columns, as SQL: only these strings ever reach ORDER BY. */
const SORT_SQL: Record<AdminUserSort, string> = {
  created_at: 'u.created_at',
  name: `tm_fold(concat_ws(' ', u.first_name, u.last_name))`,
  email: 'u.email',
  location: `tm_fold(coalesce(u.location, ''))`,
};

@Injectable()
export class TypeOrmAdminUserDirectory extends AdminUserDirectory {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async page(query: AdminUserQuery): Promise<AdminUserPage<AdminUserRow>> {
    // $1 the search text, $2 admins or members, $3 verified or not: null for no filter.
    const where = `WHERE ($1::text IS NULL
      OR tm_fold(concat_ws(' ', u.first_name, u.last_name, u.email, u.location, p.first_name, p.email, pp.first_name, pp.email)) LIKE '%' || tm_fold($1) || '%')
      AND ($2::boolean IS NULL OR u.is_admin = $2) AND ($3::boolean IS NULL OR u.email_verified = $3)`;
    const filters = [query.search ? escapeLike(query.search) : null, query.kind ? query.kind === 'admin' : null, query.emailVerified ?? null];
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    // The total comes with the page (a window count); only a page past the end needs a query of its own.
    const rows: (AdminUserRow & { total: number })[] = await this.db.manager.query(
      `SELECT ${RECORD_COLUMNS}, count(*) OVER ()::int AS total ${FROM} ${where} ORDER BY ${SORT_SQL[query.sort]} ${direction} NULLS LAST, u.id LIMIT $4 OFFSET $5`,
      [...filters, query.limit, query.offset],
    );
    if (rows.length === 0) {
      const [{ total }] = await this.db.manager.query(`SELECT count(*)::int AS total ${FROM} ${where}`, filters);
      return { users: [], total: total as number };
    }
    return { users: rows.map(({ total: _total, ...user }) => user), total: rows[0].total };
  }

  async lookup(query: string, limit: number): Promise<AdminUserRow[]> {
    if (UUID.test(query)) return this.db.manager.query(`SELECT ${RECORD_COLUMNS} ${FROM} WHERE u.id = $1`, [query]);
    return this.db.manager.query(`SELECT ${RECORD_COLUMNS} ${FROM} WHERE ${SEARCH_KEY} LIKE '%' || tm_fold($1) || '%' ORDER BY u.created_at DESC LIMIT $2`, [
      escapeLike(query),
      limit,
    ]);
  }

  async countSignedInSince(since: Date): Promise<number> {
    const [{ active }] = await this.db.manager.query(`SELECT count(*)::int AS active FROM users WHERE NOT is_admin AND last_signed_in_at >= $1`, [since]);
    return active as number;
  }

  async countAdmins(): Promise<number> {
    // Locks the admin rows until the caller's transaction ends: two admins deleting each other cannot both pass.
    const admins: unknown[] = await this.db.manager.query(`SELECT id FROM users WHERE is_admin FOR UPDATE`);
    return admins.length;
  }
}
