import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { DinnerOperations, DinnerOperationsView } from '../../application/dinner-operations';
import { DinnerOperationsDto, TablesCsvQueryDto } from './dinner-operations.dto';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const present = (view: DinnerOperationsView): DinnerOperationsDto => ({
  dinner: {
    id: view.dinner.id,
    city: view.dinner.city,
    country: view.dinner.country,
    time_zone: view.dinner.timeZone,
    event_date: view.dinner.eventDate.toISOString(),
    booking_deadline: view.dinner.bookingDeadline.toISOString(),
    status: view.dinner.status,
    capacity: view.dinner.capacity,
    taken_spots: view.dinner.takenSpots,
    logistics_fee: view.dinner.logisticsFeeCents / 100,
  },
  bookings: view.bookings.map((b) => ({
    booking_id: b.bookingId,
    couple_id: b.coupleId,
    couple_names: b.coupleNames,
    status: b.status,
    booked_at: b.bookedAt.toISOString(),
    hold_expires_at: iso(b.holdExpiresAt),
    confirmed_at: iso(b.confirmedAt),
    cancelled_at: iso(b.cancelledAt),
    was_late_cancellation: b.wasLateCancellation,
    payment: b.payment && { status: b.payment.status, amount: b.payment.amountCents / 100, currency: b.payment.currency, message: b.payment.failureMessage },
  })),
  holds: view.holds.map((h) => ({ booking_id: h.bookingId, couple_names: h.coupleNames, expires_at: h.expiresAt.toISOString() })),
  standby: view.standby.map((s) => ({ couple_names: s.coupleNames, status: s.status, joined_at: s.joinedAt.toISOString(), offered_at: iso(s.offeredAt) })),
  tables: view.tables.map((t) => ({
    group_id: t.groupId,
    restaurant_id: t.restaurantId,
    restaurant_name: t.restaurantName,
    restaurant_emailed: t.restaurantEmailed,
    table_number: t.tableNumber,
    couple_names: t.coupleNames,
    party_size: t.partySize,
    dietary_needs: t.dietaryNeeds,
    reservation: t.reservation && {
      status: t.reservation.status,
      revision: t.reservation.revision,
      responded_at: iso(t.reservation.respondedAt),
      decline_reason: t.reservation.declineReason,
    },
  })),
  history: view.history.map((h) => ({ at: h.at.toISOString(), kind: h.kind, summary: h.summary, failed: h.failed })),
});

/** One dinner's operations page and its table list export. Admins only. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/dinners')
export class AdminDinnerOperationsController {
  constructor(private readonly operations: DinnerOperations) {}

  @Get(':dinnerId/operations')
  @ApiOperation({
    summary: "A dinner's operations",
    description:
      "Everything about one dinner in one place: bookings with status, payment and refund; holds with their expiry; the standby list; groups with restaurant, table and the restaurant's answer to its reservation mail; matching runs and admin actions.",
  })
  @ApiOkResponse({ type: DinnerOperationsDto, description: "The dinner's bookings, holds, standby list, tables and history." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such dinner.' })
  async getDinnerOperations(@UuidParam('dinnerId') dinnerId: string): Promise<DinnerOperationsDto> {
    return present(await this.operations.view(dinnerId));
  }

  @Get(':dinnerId/tables.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="dinner-tables.csv"')
  @ApiOperation({
    summary: "A dinner's table list as CSV",
    description:
      "Restaurant, date, time, table, party size, first names, dietary needs and the restaurant's answer, one row per table; one restaurant's with restaurant_id. Cells that a spreadsheet would run as formulas are defused.",
  })
  @ApiOkResponse({ content: { 'text/csv': { schema: { type: 'string' } } }, description: 'RFC 4180 CSV with a header row.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such dinner.' })
  exportDinnerTables(@UuidParam('dinnerId') dinnerId: string, @Query() query: TablesCsvQueryDto): Promise<string> {
    return this.operations.tablesCsv(dinnerId, query.restaurant_id ?? null);
  }
}
