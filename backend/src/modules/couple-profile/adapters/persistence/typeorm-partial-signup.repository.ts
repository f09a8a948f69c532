import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { PartialSignupRepository } from '../../application/partial-signup.repository';
import { PartialSignupOrmEntity } from './partial-signup.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { selectRows, sql } from '../../../../platform/database/sql';

const normalize = (email: string) => email.trim().toLowerCase();

@Injectable()
export class TypeOrmPartialSignupRepository extends PartialSignupRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(PartialSignupOrmEntity);
  }

  /**
   * One upsert, so two quick saves of the same email keep one row and one id; the update only
   * happens for the browser that created the row, otherwise no row comes back.
   */
  async save(email: string, browserTokenHash: string, data: Record<string, unknown>): Promise<string | null> {
    const [row] = await selectRows<{ id: string }>(
      this.rows,
      sql`INSERT INTO partial_signups (email, browser_token_hash, data) VALUES (${normalize(email)}, ${browserTokenHash}, ${JSON.stringify(data)})
       ON CONFLICT (email) DO UPDATE SET data = EXCLUDED.data, updated_at = now()
       WHERE partial_signups.browser_token_hash = EXCLUDED.browser_token_hash
       RETURNING id`,
    );
    return row?.id ?? null;
  }

  async deleteByEmail(email: string): Promise<void> {
    await this.rows.delete({ email: normalize(email) });
  }

  async deleteUpdatedBefore(cutoff: Date): Promise<number> {
    return (await this.rows.delete({ updatedAt: LessThan(cutoff) })).affected ?? 0;
  }
}
