import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';
import { ConsentConfirmationRepository, NewConsentConfirmation } from '../../application/consent-confirmation.repository';
import { ConfirmationKind, ConsentConfirmation } from '../../domain/consent-confirmation';
import { ConsentConfirmationOrmEntity } from './consent-confirmation.orm-entity';

const toDomain = (row: ConsentConfirmationOrmEntity): ConsentConfirmation => ({
  id: row.id,
  kind: row.kind,
  email: row.email,
  payload: row.payload,
  requestedAt: row.requestedAt,
  expiresAt: row.expiresAt,
  usedAt: row.usedAt,
});

@Injectable()
export class TypeOrmConsentConfirmationRepository extends ConsentConfirmationRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(ConsentConfirmationOrmEntity);
  }

  async replaceOpen(c: NewConsentConfirmation): Promise<void> {
    // One statement on the partial unique index: two requests at once leave one open request, the later one's.
    await this.db.rows(sql`
      INSERT INTO consent_confirmations (kind, email, payload, token_hash, requested_at, expires_at)
      VALUES (${c.kind}, ${c.email}, ${JSON.stringify(c.payload)}::jsonb, ${c.tokenHash}, ${c.requestedAt}, ${c.expiresAt})
      ON CONFLICT (kind, email) WHERE used_at IS NULL
      DO UPDATE SET payload = EXCLUDED.payload, token_hash = EXCLUDED.token_hash, requested_at = EXCLUDED.requested_at, expires_at = EXCLUDED.expires_at`);
  }

  async findByTokenHash(kind: ConfirmationKind, hash: string): Promise<ConsentConfirmation | null> {
    const row = await this.rows.findOneBy({ kind, tokenHash: hash });
    return row ? toDomain(row) : null;
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    const { count } = await this.db.change(sql`UPDATE consent_confirmations SET used_at = ${at} WHERE id = ${id} AND used_at IS NULL`);
    return count > 0;
  }

  async deleteExpired(now: Date): Promise<number> {
    return (await this.db.change(sql`DELETE FROM consent_confirmations WHERE expires_at <= ${now}`)).count;
  }
}
