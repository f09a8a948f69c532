import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type AdminAuditAction =
  | 'support_lookup'
  | 'delete_user'
  | 'purge_users'
  | 'purge_bookings'
  | 'close_bookings'
  | 'contact_share_granted'
  | 'contact_share_withdrawn'
  | 'refund_payment'
  | 'cancel_booking'
  | 'move_booking'
  | 'move_couple'
  | 'remove_couple'
  | 'resend_mail'
  | 'reinstate_couple'
  | 'resend_invitation'
  | 'admin_role_changed'
  | 'admin_two_factor_reset'
  | 'admin_session_ended'
  | 'mark_attendance'
  | 'safety_action'
  | 'safety_note'
  | 'api_call';

/** A member's own actions on their own data, audited as theirs: the see-you-again grants of contact details to a mutual couple. */
export type MemberAuditAction = Extract<AdminAuditAction, 'contact_share_granted' | 'contact_share_withdrawn'>;

/** Who acted: an admin (support, deletion, purge), a member on their own data, or an integration's API key. */
export type AuditActorKind = 'admin' | 'member' | 'api_key';

/** One action on people's data: an admin's support lookup or support action (with its reason in `detail`), user deletion or purge, or a member's own contact grant. */
@Entity('admin_audit_log')
@Index('idx_admin_audit_log_at', ['at'])
export class AdminAuditEntryOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Who acted: the admin, with actor_kind 'member' that member (the nil id once erased), with 'api_key' the key's id. */
  @Column({ name: 'admin_id', type: 'uuid' }) adminId: string;
  @Column({ name: 'actor_kind', type: 'varchar', length: 10, default: 'admin' }) actorKind: AuditActorKind;
  @Column({ type: 'varchar', length: 40 }) action: AdminAuditAction;
  /** The lookup's search text. */
  @Column({ type: 'text', nullable: true }) query: string | null;
  /** The users shown or acted on. */
  @Column({ name: 'subject_user_ids', type: 'uuid', array: true, default: () => "'{}'" }) subjectUserIds: string[];
  @Column({ type: 'jsonb', default: () => "'{}'" }) detail: Record<string, unknown>;
  @Column({ type: 'timestamptz' }) at: Date;
}
