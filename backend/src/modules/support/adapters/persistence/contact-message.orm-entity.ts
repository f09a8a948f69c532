import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_messages')
@Index('idx_contact_messages_email', ['email', 'receivedAt'])
export class ContactMessageOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 320 }) email: string;
  @Column({ type: 'varchar', length: 200 }) subject: string;
  @Column({ type: 'text' }) message: string;
  @Column({ name: 'received_at', type: 'timestamptz' }) receivedAt: Date;
}
