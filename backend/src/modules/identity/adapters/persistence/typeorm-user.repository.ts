import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NewUser, UserRepository } from '../../application/user.repository';
import { normalizeEmail, User } from '../../domain/user';
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

  async create(user: NewUser): Promise<User> {
    const row = await this.rows.save(this.rows.create({ ...user, email: normalizeEmail(user.email), acceptedTerms: true, acceptedPrivacyPolicy: true }));
    return toDomainUser(row);
  }

  async makeAdmin(id: string, passwordHash: string): Promise<void> {
    await this.rows.update({ id }, { isAdmin: true, passwordHash, emailVerified: true });
  }
}
