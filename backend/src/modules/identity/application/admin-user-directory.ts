/** A user as the admin console lists it (with the couple's late-cancellation standing) (admin-side spec section 3), never a hash or a token. */
export interface AdminUserRecord {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string | null;
  email: string;
  industry: string | null;
  location: string | null;
  phone_number: string | null;
  nationality: string | null;
  gender: string | null;
  date_of_birth: string | null;
  email_verified: boolean;
  signup_status: string;
  accepted_terms: boolean;
  accepted_privacy_policy: boolean;
  /** Subscribed to the newsletter under the sign-in email (the consent module's record). */
  opt_in_for_marketing: boolean;
  contact_consent: boolean;
  is_admin: boolean;
  couple_id: string | null;
  invited_by_user_id: string | null;
  invitation_expires_at: Date | null;
  service_terminated: boolean;
  consecutive_late_cancellations: number;
  last_cancellation_date: Date | null;
  firebase_uid: string | null;
  replit_id: string | null;
  created_at: Date;
  updated_at: Date;
  partner_first_name: string | null;
  partner_last_name: string | null;
  partner_email: string | null;
  /** The partner was invited (an address given) and has not joined: an invitation support can send again. */
  partner_invitation_pending: boolean;
}

/** A users row with its partner, before the couple's standing (owned by dinners) and the marketing consent (owned by consent) are added. */
export type AdminUserRow = Omit<AdminUserRecord, 'service_terminated' | 'consecutive_late_cancellations' | 'last_cancellation_date' | 'opt_in_for_marketing'>;

export interface AdminUserPage<T = AdminUserRecord> {
  users: T[];
  total: number;
}

export const ADMIN_USER_SORTS = ['created_at', 'name', 'email', 'location'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** What the User Management list asks for: a search, filters, an order and a page. */
export interface AdminUserQuery {
  /** Empty: everyone. */
  search: string;
  sort: AdminUserSort;
  order: SortOrder;
  /** Only admins, or only couple members; both when absent. */
  kind?: 'admin' | 'member';
  /** Only verified, or only unverified emails; both when absent. */
  emailVerified?: boolean;
  offset: number;
  limit: number;
}

/** Read side of the users table for the admin console and the support lookup. */
export abstract class AdminUserDirectory {
  /** `search` matches names, email, location and the partner's name and email, ignoring case and accents; ties in the order fall back to the id. */
  abstract page(query: AdminUserQuery): Promise<AdminUserPage<AdminUserRow>>;
  /** By exact id, or by part of the email or the first or last name, ignoring case and accents (indexed). */
  abstract lookup(query: string, limit: number): Promise<AdminUserRow[]>;
  /** Non-admin users whose last sign-in is at or after `since`. */
  abstract countSignedInSince(since: Date): Promise<number>;
  /** Within a unit of work: holds the admins' rows until it ends. */
  abstract countAdmins(): Promise<number>;
}
