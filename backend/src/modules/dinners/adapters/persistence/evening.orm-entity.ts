import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DinnerBookingOrmEntity } from './dinner-booking.orm-entity';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';

/** The restaurant's (or an admin's) mark of a seated couple on the evening: one per booking, changeable while marks are open. */
@Entity('dinner_attendance')
@Index('idx_dinner_attendance_couple', ['coupleId', 'status'])
@Index('idx_dinner_attendance_dinner', ['dinnerId'])
export class DinnerAttendanceOrmEntity {
  @PrimaryColumn({ name: 'booking_id', type: 'uuid' }) bookingId: string;
  @ManyToOne(() => DinnerBookingOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: DinnerBookingOrmEntity;
  @Column({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @ManyToOne(() => DinnerEventOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dinner_id' })
  dinner?: DinnerEventOrmEntity;
  @Column({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  /** arrived or no_show. */
  @Column({ type: 'varchar', length: 10 }) status: string;
  /** restaurant or admin. */
  @Column({ name: 'marked_by', type: 'varchar', length: 10 }) markedBy: string;
  @Column({ name: 'marked_at', type: 'timestamptz' }) markedAt: Date;
}

/** A tablemate's word in its review: this couple of our table did not come. */
@Entity('dinner_absence_statements')
export class DinnerAbsenceStatementOrmEntity {
  @PrimaryColumn({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @ManyToOne(() => DinnerEventOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dinner_id' })
  dinner?: DinnerEventOrmEntity;
  @PrimaryColumn({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @PrimaryColumn({ name: 'absent_couple_id', type: 'uuid' }) absentCoupleId: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/** A couple's "we're running late", once per dinner (the primary key says so). */
@Entity('dinner_running_late')
export class DinnerRunningLateOrmEntity {
  @PrimaryColumn({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @ManyToOne(() => DinnerEventOrmEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dinner_id' })
  dinner?: DinnerEventOrmEntity;
  @PrimaryColumn({ name: 'couple_id', type: 'uuid' }) coupleId: string;
  @Column({ type: 'smallint' }) minutes: number;
  @Column({ name: 'sent_at', type: 'timestamptz' }) sentAt: Date;
}
