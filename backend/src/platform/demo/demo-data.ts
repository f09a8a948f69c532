import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { selectRows, sql } from '../database/sql';

export interface DemoCredential {
  label: string;
  email: string;
  password: string;
}

/** A module's share of the demo data. Must be idempotent: running it twice changes nothing. */
export interface DemoDataContributor {
  /** Lower runs first (e.g. users before their bookings). */
  readonly order: number;
  /** Sign-ins the demo data provides, printed at start-up and listed in the README. */
  readonly credentials: DemoCredential[];
  seed(): Promise<void>;
}

const MARKER = 'demo_data_loaded_at';

/** Collects the modules' demo data contributors and loads them all. */
@Injectable()
export class DemoData {
  private readonly logger = new Logger(DemoData.name);
  private readonly contributors: DemoDataContributor[] = [];

  constructor(private readonly dataSource: DataSource) {}

  register(contributor: DemoDataContributor): void {
    this.contributors.push(contributor);
  }

  async load(): Promise<void> {
    for (const contributor of [...this.contributors].sort((a, b) => a.order - b.order)) {
      await contributor.seed();
    }
    await selectRows(
      this.dataSource,
      sql`INSERT INTO app_meta (key, value) VALUES (${MARKER}, now()::text) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    this.logger.log({ msg: 'demo data loaded', contributors: this.contributors.length });
  }

  credentials(): DemoCredential[] {
    return [...this.contributors].sort((a, b) => a.order - b.order).flatMap((contributor) => contributor.credentials);
  }

  async wasLoaded(): Promise<boolean> {
    const rows = await selectRows(this.dataSource, sql`SELECT 1 FROM app_meta WHERE key = ${MARKER}`);
    return rows.length > 0;
  }
}
