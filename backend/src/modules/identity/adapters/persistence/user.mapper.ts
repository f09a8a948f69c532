import { User } from '../../domain/user';
import { UserOrmEntity } from './user.orm-entity';

export function toDomainUser(row: UserOrmEntity): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    passwordHash: row.passwordHash,
    role: row.role,
    isAdmin: row.isAdmin,
    emailVerified: row.emailVerified,
    coupleId: row.coupleId,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    phoneNumber: row.phoneNumber,
    dinnerReminders: row.dinnerReminders,
    previousEmails: row.previousEmails,
    languageChoice: row.language,
    marketingOptInRequestedAt: row.marketingOptInRequestedAt,
  };
}
