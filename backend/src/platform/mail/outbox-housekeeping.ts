import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SETTLED_OUTBOX_STATUSES } from './outbox-message.orm-entity';
import { AppConfig } from '../config/app-config';
import { Housekeeping } from '../jobs/housekeeping';
import { jobsMessages } from '../jobs/jobs-messages';
import { changeRows, sql } from '../database/sql';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Delivered or given-up mails older than OUTBOX_RETENTION_DAYS are deleted; pending ones never. */
@Injectable()
export class OutboxHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ label: 'jobs.summary.oldOutboxMails', messages: jobsMessages, purge: (now) => this.purge(now) });
  }

  private async purge(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.get('outboxRetentionDays') * DAY_MS);
    const { count: deleted } = await changeRows(
      this.dataSource,
      sql`DELETE FROM mail_outbox WHERE status = ANY(${SETTLED_OUTBOX_STATUSES}) AND created_at < ${cutoff}`,
    );
    return deleted;
  }
}
