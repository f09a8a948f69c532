import { Injectable } from '@nestjs/common';
import { BookingPageQuery, CustomerBookingList, CustomerDirectory, CustomerNames, ListedBooking } from './customer-records';

/** People a name or email search may stand for: a search for one person, or a family name. */
const SEARCH_PEOPLE_LIMIT = 200;

export interface BookingListRequest extends Omit<BookingPageQuery, 'coupleIds'> {
  /** Part of a member's name or email; empty: every couple. */
  search: string;
}

/**
 * The admin's list of all bookings, for support: searched by a member's name or email (the
 * indexed lookup gives the couples), filtered by status or dinner, sorted and paged by
 * dinners' own query, each booking naming its couple and its dinner.
 */
@Injectable()
export class ListBookings {
  constructor(
    private readonly directory: CustomerDirectory,
    private readonly bookings: CustomerBookingList,
    private readonly names: CustomerNames,
  ) {}

  async execute(request: BookingListRequest): Promise<{ bookings: (ListedBooking & { couple_name: string })[]; total: number }> {
    const { search, ...query } = request;
    let coupleIds: string[] | undefined;
    if (search) {
      coupleIds = [...new Set((await this.directory.find(search, SEARCH_PEOPLE_LIMIT)).flatMap((user) => (user.couple_id ? [user.couple_id] : [])))];
      if (coupleIds.length === 0) return { bookings: [], total: 0 };
    }
    const { bookings, total } = await this.bookings.page({ ...query, coupleIds });
    const names = await this.names.namesOf([...new Set(bookings.map((booking) => booking.couple_id))]);
    return { bookings: bookings.map((booking) => ({ ...booking, couple_name: names.get(booking.couple_id) ?? 'Erased couple' })), total };
  }
}
