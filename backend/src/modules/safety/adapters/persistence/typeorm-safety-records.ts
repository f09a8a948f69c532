import { Injectable } from '@nestjs/common';
import { In, IsNull, MoreThan, Not } from 'typeorm';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';
import { CoupleReport, NewCoupleReport, NewSafetyAction, SafetyAction, SafetyNote, SafetyRecords } from '../../application/safety-records';
import { ReportStatus } from '../../domain/safety-policy';
import { CoupleReportOrmEntity } from './couple-report.orm-entity';
import { SafetyActionOrmEntity } from './safety-action.orm-entity';
import { SafetyNoteOrmEntity } from './safety-note.orm-entity';

const SUSPEND: SafetyAction['action'] = 'suspend';

@Injectable()
export class TypeOrmSafetyRecords extends SafetyRecords {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get reports() {
    return this.db.repository(CoupleReportOrmEntity);
  }

  private get actions() {
    return this.db.repository(SafetyActionOrmEntity);
  }

  async addReport(report: NewCoupleReport): Promise<boolean> {
    const result = await this.reports.createQueryBuilder().insert().values(report).orIgnore().execute();
    return result.identifiers.some((id) => id !== undefined && id !== null);
  }

  async reportedAt(dinnerId: string, reporterCoupleId: string): Promise<string[]> {
    return (await this.reports.findBy({ dinnerId, reporterCoupleId })).map((r) => r.reportedCoupleId);
  }

  findReport(id: string): Promise<CoupleReport | null> {
    return this.reports.findOneBy({ id });
  }

  lockReport(id: string): Promise<CoupleReport | null> {
    return this.reports.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async setStatus(reportId: string, status: ReportStatus): Promise<void> {
    await this.reports.update({ id: reportId }, { status });
  }

  allReports(): Promise<CoupleReport[]> {
    return this.reports.find({ order: { createdAt: 'DESC' } });
  }

  reportsInvolving(coupleId: string): Promise<CoupleReport[]> {
    return this.reports.find({ where: [{ reporterCoupleId: coupleId }, { reportedCoupleId: coupleId }], order: { createdAt: 'DESC' } });
  }

  reportedPairsAmong(coupleIds: readonly string[]): Promise<{ a: string; b: string }[]> {
    if (coupleIds.length === 0) return Promise.resolve([]);
    return this.db.rows<{ a: string; b: string }>(
      sql`SELECT DISTINCT reporter_couple_id AS a, reported_couple_id AS b FROM couple_reports
           WHERE reporter_couple_id = ANY(${coupleIds}::uuid[]) AND reported_couple_id = ANY(${coupleIds}::uuid[])`,
    );
  }

  async addNote(note: Omit<SafetyNote, 'id'>): Promise<void> {
    await this.db.repository(SafetyNoteOrmEntity).insert(note);
  }

  notesOf(reportId: string): Promise<SafetyNote[]> {
    return this.db.repository(SafetyNoteOrmEntity).find({ where: { reportId }, order: { createdAt: 'ASC' } });
  }

  addAction(action: NewSafetyAction): Promise<SafetyAction> {
    return this.actions.save(this.actions.create({ ...action, appealText: null, appealedAt: null }));
  }

  actionsOfReports(reportIds: readonly string[]): Promise<SafetyAction[]> {
    if (reportIds.length === 0) return Promise.resolve([]);
    return this.actions.find({ where: { reportId: In([...reportIds]) }, order: { createdAt: 'ASC' } });
  }

  actionsOfCouple(coupleId: string): Promise<SafetyAction[]> {
    return this.actions.find({ where: { coupleId }, order: { createdAt: 'DESC' } });
  }

  currentSuspension(coupleId: string, now: Date, lock = false): Promise<SafetyAction | null> {
    return this.actions.findOne({
      where: { coupleId, action: SUSPEND, suspendedUntil: MoreThan(now) },
      order: { createdAt: 'DESC' },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  appealedRuleSuspensions(): Promise<SafetyAction[]> {
    return this.actions.find({ where: { reportId: IsNull(), action: SUSPEND, appealedAt: Not(IsNull()) }, order: { appealedAt: 'DESC' } });
  }

  async recordAppeal(actionId: string, text: string, at: Date): Promise<void> {
    await this.actions.update({ id: actionId }, { appealText: text, appealedAt: at });
  }
}
