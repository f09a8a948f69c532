import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('mail_outbox')
@Index('idx_mail_outbox_recipient', ['recipient', 'createdAt'])
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
