import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { Housekeeping } from '../jobs/housekeeping';

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
    this.housekeeping.register({ label: 'old outbox mails', purge: (now) => this.purge(now) });
  }

  private async purge(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.get('outboxRetentionDays') * DAY_MS);
    const [, deleted]: [unknown, number] = await this.dataSource.query(`DELETE FROM mail_outbox WHERE status IN ('sent', 'failed') AND created_at < $1`, [cutoff]);
    return deleted;
  }
}
