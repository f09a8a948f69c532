import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserOrmEntity } from './user.orm-entity';

/** An admin's recovery codes, as SHA-256 hashes; each signs in once. */
@Entity('admin_recovery_codes')
@Index('idx_admin_recovery_codes_user', ['userId'])
export class AdminRecoveryCodeOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @ManyToOne(() => UserOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserOrmEntity;
  @Column({ name: 'code_hash', type: 'varchar', length: 64 }) codeHash: string;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;
}
