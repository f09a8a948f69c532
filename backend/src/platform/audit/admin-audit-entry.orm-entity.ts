import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The see-you-again actions are a member's own (admin_id holds that member): the grants of contact details to a mutual couple. */
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
  | 'resend_mail'
  | 'reinstate_couple'
  | 'resend_invitation';

/** One admin action on people's data: a support lookup or support action (with its reason in `detail`), a user deletion, a purge. */
@Entity('admin_audit_log')
@Index('idx_admin_audit_log_at', ['at'])
export class AdminAuditEntryOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'admin_id', type: 'uuid' }) adminId: string;
  @Column({ type: 'varchar', length: 40 }) action: AdminAuditAction;
  /** The lookup's search text. */
  @Column({ type: 'text', nullable: true }) query: string | null;
  /** The users shown or acted on. */
  @Column({ name: 'subject_user_ids', type: 'uuid', array: true, default: () => "'{}'" }) subjectUserIds: string[];
  @Column({ type: 'jsonb', default: () => "'{}'" }) detail: Record<string, unknown>;
  @Column({ type: 'timestamptz' }) at: Date;
}
