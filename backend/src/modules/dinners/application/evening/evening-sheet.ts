import { Injectable } from '@nestjs/common';
import type { AttendanceMark } from '../../domain/attendance';
import type { RunningLateNotice } from '../../domain/running-late';
import { BookingRepository } from '../bookings/booking-repository';
import { CoupleDirectory } from '../bookings/couple-directory';
import { DinnerSeating } from '../seating/dinner-seating';
import { EveningRepository, StoredAttendance } from './evening-repository';

/** A paid couple seated at a restaurant's table on the dinner's night. */
export interface SeatedCouple {
  bookingId: string;
  coupleId: string;
  groupId: string;
  restaurantId: string;
  tableNumber: number | null;
}

/** One couple as the restaurant's sheet shows it: first names and what they cannot eat, never a contact detail. */
export interface SheetCouple {
  bookingId: string;
  firstNames: string[];
  dietaryNeeds: string[];
  attendance: AttendanceMark | null;
  runningLate: RunningLateNotice | null;
}

export interface SheetTable {
  tableNumber: number | null;
  partySize: number;
  couples: SheetCouple[];
}

/** A couple dines as two, whether or not the partner has joined the product yet. */
const PEOPLE_PER_COUPLE = 2;

/**
 * The evening as the restaurant sees it: its tables of the dinner with each couple's first
 * names, party size and dietary needs, who arrived and who is running late. Also the one
 * place that says which paid couples are seated where, for marks and "running late".
 */
@Injectable()
export class EveningSheet {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly seating: DinnerSeating,
    private readonly couples: CoupleDirectory,
    private readonly evening: EveningRepository,
  ) {}

  async seatedCouples(dinnerId: string): Promise<SeatedCouple[]> {
    const paid = new Map((await this.bookings.listPaid(dinnerId)).map((booking) => [booking.coupleId, booking.bookingId]));
    return (await this.seating.tablesOf(dinnerId)).flatMap((table) =>
      table.restaurantId
        ? table.coupleIds.flatMap((coupleId) => {
            const bookingId = paid.get(coupleId);
            return bookingId ? [{ bookingId, coupleId, groupId: table.groupId, restaurantId: table.restaurantId!, tableNumber: table.tableNumber }] : [];
          })
        : [],
    );
  }

  async tablesAt(dinnerId: string, restaurantId: string): Promise<SheetTable[]> {
    const seated = (await this.seatedCouples(dinnerId)).filter((couple) => couple.restaurantId === restaurantId);
    const coupleIds = seated.map((couple) => couple.coupleId);
    const [described, dietary, marks, late] = [
      await this.couples.describe(coupleIds),
      await this.couples.dietaryNeeds(coupleIds),
      new Map((await this.evening.marksOf(dinnerId)).map((mark: StoredAttendance) => [mark.bookingId, mark.mark])),
      await this.evening.runningLateAt(dinnerId),
    ];
    const names = new Map(described.map((couple) => [couple.coupleId, couple.users.map((user) => user.firstName)]));
    const tables = new Map<string, SheetTable>();
    for (const couple of seated) {
      const table = tables.get(couple.groupId) ?? { tableNumber: couple.tableNumber, partySize: 0, couples: [] };
      table.partySize += PEOPLE_PER_COUPLE;
      table.couples.push({
        bookingId: couple.bookingId,
        firstNames: names.get(couple.coupleId) ?? [],
        dietaryNeeds: dietary.get(couple.coupleId) ?? [],
        attendance: marks.get(couple.bookingId) ?? null,
        runningLate: late.get(couple.coupleId) ?? null,
      });
      tables.set(couple.groupId, table);
    }
    return [...tables.values()].sort((a, b) => (a.tableNumber ?? 0) - (b.tableNumber ?? 0));
  }
}
