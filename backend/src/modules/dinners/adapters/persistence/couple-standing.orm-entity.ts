import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A couple's standing with the service (late-cancellation policy, safety suspension and termination). couple_id has no
 * foreign key: the couples table belongs to the couple-profile module.
 */
@Entity('couple_standings')
export class CoupleStandingOrmEntity {
  @PrimaryColumn({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @Column({ name: 'consecutive_late_cancellations', type: 'integer', default: 0 }) consecutiveLateCancellations: number;
  @Column({ name: 'service_terminated', type: 'boolean', default: false }) serviceTerminated: boolean;
  @Column({ name: 'termination_reason', type: 'text', nullable: true }) terminationReason: string | null;
  @Column({ name: 'suspended_until', type: 'timestamptz', nullable: true }) suspendedUntil: Date | null;
  @Column({ name: 'suspension_reason', type: 'text', nullable: true }) suspensionReason: string | null;
  @Column({ name: 'last_late_cancellation_at', type: 'timestamptz', nullable: true }) lastLateCancellationAt: Date | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
