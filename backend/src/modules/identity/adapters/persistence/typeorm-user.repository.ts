import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NewUser, UserRepository } from '../../application/user.repository';
import { EmailAlreadyRegisteredError } from '../../domain/identity-errors';
import { CancellationRecord } from '../../domain/late-cancellation';
import { normalizeEmail, User } from '../../domain/user';
import { isUniqueViolation } from './unique-violation';
import { toDomainUser } from './user.mapper';
import { UserOrmEntity } from './user.orm-entity';

@Injectable()
export class TypeOrmUserRepository extends UserRepository {
  constructor(@InjectRepository(UserOrmEntity) private readonly rows: Repository<UserOrmEntity>) {
    super();
  }

  async findById(id: string): Promise<User | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? toDomainUser(row) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.rows.findOneBy({ email: normalizeEmail(email) });
    return row ? toDomainUser(row) : null;
  }

  async listByCouple(coupleId: string): Promise<User[]> {
    const rows = await this.rows.find({ where: { coupleId }, order: { createdAt: 'ASC' } });
    return rows.map(toDomainUser);
  }

  async create(user: NewUser): Promise<User> {
    try {
      const row = await this.rows.save(
        this.rows.create({ acceptedPrivacyPolicy: true, ...user, acceptedTerms: user.acceptedTerms ?? true, email: normalizeEmail(user.email) }),
      );
      return toDomainUser(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailAlreadyRegisteredError('email', 'This email is already registered. Please log in instead.');
      throw error;
    }
  }

  async makeAdmin(id: string, passwordHash: string): Promise<void> {
    await this.rows.update({ id }, { isAdmin: true, passwordHash, emailVerified: true });
  }

  async markEmailVerified(id: string): Promise<void> {
    await this.rows.update({ id }, { emailVerified: true });
  }

  async updatePassword(id: string, passwordHash: string): Promise<void> {
    await this.rows.update({ id }, { passwordHash });
  }

  async cancellationRecord(coupleId: string): Promise<CancellationRecord> {
    const rows = await this.rows.findBy({ coupleId });
    return {
      consecutiveLateCancellations: Math.max(0, ...rows.map((row) => row.consecutiveLateCancellations)),
      serviceTerminated: rows.some((row) => row.serviceTerminated),
    };
  }

  /** `at` sets last_cancellation_date; null leaves it as it is. */
  async saveCancellationRecord(coupleId: string, record: CancellationRecord, at: Date | null): Promise<void> {
    await this.rows.update(
      { coupleId },
      { consecutiveLateCancellations: record.consecutiveLateCancellations, serviceTerminated: record.serviceTerminated, ...(at ? { lastCancellationDate: at } : {}) },
    );
  }

  async listAdminEmails(): Promise<string[]> {
    return (await this.rows.find({ select: { email: true }, where: { isAdmin: true }, order: { email: 'ASC' } })).map((row) => row.email);
  }
}
