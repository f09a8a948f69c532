import { Injectable } from '@nestjs/common';
import { In, IsNull, LessThanOrEqual, MoreThan } from 'typeorm';
import { AuthTokenRepository, NewAuthToken } from '../../application/auth-token.repository';
import { AuthToken, TokenPurpose } from '../../domain/auth-token';
import { AuthTokenOrmEntity } from './auth-token.orm-entity';
import { TransactionalDb } from '../../../../platform/database/transactional-db';

const toDomain = ({ tokenHash: _h, createdAt: _c, ...token }: AuthTokenOrmEntity): AuthToken => token;

@Injectable()
export class TypeOrmAuthTokenRepository extends AuthTokenRepository {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(AuthTokenOrmEntity);
  }

  async create(token: NewAuthToken): Promise<void> {
    await this.rows.insert(token);
  }

  async findByHash(purpose: TokenPurpose, tokenHash: string): Promise<AuthToken | null> {
    const row = await this.rows.findOneBy({ purpose, tokenHash });
    return row ? toDomain(row) : null;
  }

  /** Conditional update: of two concurrent requests only one changes the row. */
  async markUsed(id: string, at: Date): Promise<boolean> {
    const result = await this.rows.update({ id, usedAt: IsNull() }, { usedAt: at });
    return (result.affected ?? 0) === 1;
  }

  async markLoginUsed(id: string, at: Date): Promise<boolean> {
    const result = await this.rows.update({ id, loginUsedAt: IsNull() }, { loginUsedAt: at });
    return (result.affected ?? 0) === 1;
  }

  async supersedeUnused(purpose: TokenPurpose, subjectId: string, at: Date): Promise<void> {
    await this.rows.update({ purpose, subjectId, usedAt: IsNull(), supersededAt: IsNull() }, { supersededAt: at });
  }

  async findLatestUsable(purpose: TokenPurpose, subjectId: string, now: Date): Promise<AuthToken | null> {
    const row = await this.rows.findOne({
      where: { purpose, subjectId, usedAt: IsNull(), supersededAt: IsNull(), expiresAt: MoreThan(now) },
      order: { createdAt: 'DESC' },
    });
    return row ? toDomain(row) : null;
  }

  async deleteUnused(purposes: TokenPurpose[], subjectId: string): Promise<void> {
    await this.rows.delete({ purpose: In(purposes), subjectId, usedAt: IsNull() });
  }

  async deleteExpired(now: Date): Promise<number> {
    return (await this.rows.delete({ expiresAt: LessThanOrEqual(now) })).affected ?? 0;
  }
}
