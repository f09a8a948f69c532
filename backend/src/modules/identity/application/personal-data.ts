import { Injectable, Provider, Type } from '@nestjs/common';
import { randomUUID } from 'node:crypto';

/** The people whose data is exported or erased, and what identifies them in other modules' rows. */
export interface DataSubject {
  userIds: string[];
  emails: string[];
  /** First and last names and phone numbers: free-text mentions of them are erased too. */
  mentions: string[];
  coupleId: string | null;
  /** True when no member of the couple remains afterwards: couple-level rows go as well. */
  wholeCouple: boolean;
  /**
   * Stands for the erased couple in the facts other people depend on (a seat taken, a dinner
   * attended): the same in every module, so that counts still add up, and linked to nobody.
   */
  pseudonym: string;
}

/** Rows by table name, secrets (hashes, session ids) left out. */
export type PersonalDataExport = Record<string, Record<string, unknown>[]>;

/** The admin-side spec's purge detail counts; each module fills in its own. */
export interface PurgeCounts {
  deletedUsers?: number;
  deletedProfiles?: number;
  deletedCouples?: number;
  deletedBookings?: number;
  deletedReviews?: number;
}

/**
 * Port of identity's delete-user, export and purge use cases: every module that keeps
 * rows about people implements it for its own tables and binds it in its module file with
 * `personalDataHolder(...)`. Erasure runs inside the caller's unit of work.
 */
export abstract class PersonalDataHolder {
  abstract exportFor(subject: DataSubject): Promise<PersonalDataExport>;
  /** Erases or anonymises the subject's rows (accounting records are kept, detached). */
  abstract erase(subject: DataSubject): Promise<void>;
  /** Purge all user data: everything about couples and their members goes. */
  purgeUsers(): Promise<PurgeCounts> {
    return Promise.resolve({});
  }
  /** Purge bookings: booking and review data only, and the cancellation standing. */
  purgeBookings(): Promise<PurgeCounts> {
    return Promise.resolve({});
  }
}

/** Every bound holder; modules add theirs at start-up. */
@Injectable()
export class PersonalDataHolders {
  private readonly holders: PersonalDataHolder[] = [];

  add(holder: PersonalDataHolder): void {
    this.holders.push(holder);
  }

  all(): readonly PersonalDataHolder[] {
    return this.holders;
  }
}

/** Binds a module's holder: the adapter is a provider of that module and is registered with identity. */
export function personalDataHolder(adapter: Type<PersonalDataHolder>): Provider[] {
  return [
    adapter,
    {
      provide: Symbol(`PersonalDataHolder:${adapter.name}`),
      inject: [PersonalDataHolders, adapter],
      useFactory: (holders: PersonalDataHolders, holder: PersonalDataHolder) => holders.add(holder),
    },
  ];
}

interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  phoneNumber: string | null;
  previousEmails: string[];
}

/** The subject for these people of one couple; `remaining` is how many members stay. */
export function dataSubjectOf(people: Person[], coupleId: string | null, remaining: number): DataSubject {
  return {
    userIds: people.map((person) => person.id),
    emails: people.flatMap((person) => [person.email, ...person.previousEmails].map((email) => email.toLowerCase())),
    // A phone is stored dial code first ('+353 871234567'); its digits are what a text would mention.
    mentions: people
      .flatMap((person) => [person.firstName, person.lastName ?? '', (person.phoneNumber ?? '').replace(/^\+/, '')])
      .filter((text) => text.trim().length > 0),
    coupleId,
    wholeCouple: remaining === 0,
    pseudonym: randomUUID(),
  };
}
