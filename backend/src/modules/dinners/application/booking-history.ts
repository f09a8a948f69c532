import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { BookingRepository } from './dinner-store';

export interface BookingHistoryEntry {
  id: string;
  dinnerId: string;
  status: string;
  createdAt: Date;
}

/** A couple's bookings, newest first, for the customer-support lookup (support module). */
@Injectable()
export class BookingHistory {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
  ) {}

  async forCouple(coupleId: string): Promise<BookingHistoryEntry[]> {
    const bookings = await this.bookings.listForCouple(coupleId, this.clock.now());
    return bookings
      .map((booking) => ({ id: booking.id, dinnerId: booking.dinnerId, status: booking.status, createdAt: booking.createdAt }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }
}
