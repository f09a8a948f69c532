import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { EmailNotVerifiedError, NotACoupleMemberError, ServiceTerminatedError } from '../domain/identity-errors';
import { afterLateCancellation, CancellationRecord } from '../domain/late-cancellation';
import { User } from '../domain/user';
import { UserRepository } from './user.repository';

export interface CoupleMember {
  userId: string;
  firstName: string;
  lastName: string | null;
  email: string;
  role: User['role'];
  emailVerified: boolean;
  serviceTerminated: boolean;
}

/** A couple member as matching reads and the admin's match screens show it. */
export interface CouplePerson {
  userId: string;
  coupleId: string;
  firstName: string;
  lastName: string | null;
  email: string;
  role: User['role'];
  dateOfBirth: string | null;
  gender: string | null;
}

/**
 * What other modules (dinners, payments, matching) need to know and change about a
 * couple's member accounts. Exported from the module's index.ts.
 */
@Injectable()
export class MemberAccounts {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async findUser(userId: string): Promise<User | null> {
    return this.users.findById(userId);
  }

  /** The couple of the account with this email (any letter case), if any. */
  async findCoupleIdByEmail(email: string): Promise<string | null> {
    return (await this.users.findByEmail(email))?.coupleId ?? null;
  }

  async listMembers(coupleId: string): Promise<CoupleMember[]> {
    return (await this.users.listByCouple(coupleId)).map((user) => ({
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      serviceTerminated: user.serviceTerminated,
    }));
  }

  /** The people of many couples at once (matching a dinner), primary member first. */
  async peopleOfCouples(coupleIds: readonly string[]): Promise<CouplePerson[]> {
    const users = await this.users.listByCouples(coupleIds);
    return users
      .sort((a, b) => Number(a.role !== 'primary') - Number(b.role !== 'primary'))
      .map((user) => ({
        userId: user.id,
        coupleId: user.coupleId!,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        role: user.role,
        dateOfBirth: user.dateOfBirth,
        gender: user.gender,
      }));
  }

  /** Booking and partner features: a couple member with a verified email and service not terminated (403 otherwise). */
  assertMayBook(user: User): asserts user is User & { coupleId: string } {
    if (!user.coupleId) throw new NotACoupleMemberError();
    if (!user.emailVerified) throw new EmailNotVerifiedError();
    if (user.serviceTerminated) throw new ServiceTerminatedError();
  }

  /** A late cancellation (within 6 hours): the second in a row terminates the couple's service. */
  async recordLateCancellation(coupleId: string): Promise<CancellationRecord> {
    const next = afterLateCancellation(await this.users.cancellationRecord(coupleId));
    await this.users.saveCancellationRecord(coupleId, next, this.clock.now());
    return next;
  }

  /** A timely cancellation or an attended dinner breaks the run of late cancellations. */
  async resetLateCancellations(coupleId: string): Promise<void> {
    const current = await this.users.cancellationRecord(coupleId);
    await this.users.saveCancellationRecord(coupleId, { ...current, consecutiveLateCancellations: 0 }, null);
  }

  async terminateService(coupleId: string): Promise<void> {
    const current = await this.users.cancellationRecord(coupleId);
    await this.users.saveCancellationRecord(coupleId, { ...current, serviceTerminated: true }, null);
  }
}
