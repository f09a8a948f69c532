import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { ReportCategory, ReportStatus } from '../../domain/safety-policy';

/**
 * A member's report of a couple of their table (docs/trust-and-safety.md). Couple, user and
 * dinner ids have no foreign keys: those tables belong to other modules. The dinner's date,
 * city and restaurant are copied at the report, for the admin's page.
 */
@Entity('couple_reports')
@Unique('uq_couple_reports_reporter_reported_dinner', ['reporterCoupleId', 'reportedCoupleId', 'dinnerId'])
@Index('idx_couple_reports_reported', ['reportedCoupleId'])
@Index('idx_couple_reports_created', ['createdAt'])
export class CoupleReportOrmEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'dinner_id', type: 'uuid' }) dinnerId: string;
  @Column({ name: 'reporter_couple_id', type: 'uuid' }) reporterCoupleId: string;
  /** The member who wrote it; null once that member's account is erased. */
  @Column({ name: 'reporter_user_id', type: 'uuid', nullable: true }) reporterUserId: string | null;
  @Column({ name: 'reported_couple_id', type: 'uuid' }) reportedCoupleId: string;
  @Column({ type: 'varchar', length: 20 }) category: ReportCategory;
  @Column({ type: 'text' }) description: string;
  @Column({ type: 'varchar', length: 12, default: 'open' }) status: ReportStatus;
  @Column({ name: 'dinner_date', type: 'timestamptz' }) dinnerDate: Date;
  @Column({ name: 'dinner_city', type: 'varchar', length: 100 }) dinnerCity: string;
  @Column({ name: 'dinner_time_zone', type: 'varchar', length: 64 }) dinnerTimeZone: string;
  @Column({ name: 'restaurant_name', type: 'varchar', length: 255, nullable: true }) restaurantName: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
