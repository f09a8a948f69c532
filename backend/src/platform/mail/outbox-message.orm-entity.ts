import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'sent' | 'failed';
/** Delivered or given up: nothing more will happen to the mail. */
export const SETTLED_OUTBOX_STATUSES: readonly OutboxStatus[] = ['sent', 'failed'];

@Entity('mail_outbox')
@Index('idx_mail_outbox_recipient', ['recipient', 'createdAt'])
@Index('idx_mail_outbox_due', ['nextAttemptAt'], { where: `status = 'pending'` })
export class OutboxMessageOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Lower-cased recipient address. */
  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments: { filename: string; content: string; contentType: string }[];

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: OutboxStatus;

  /** Delivery attempts started so far. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When the next attempt may start; while an attempt runs, the end of its lease. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** Mail to a person whose data was just erased: the row goes once the mail is sent. */
  @Column({ name: 'erase_after_delivery', type: 'boolean', default: false })
  eraseAfterDelivery: boolean;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
