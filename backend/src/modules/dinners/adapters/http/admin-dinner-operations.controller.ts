import { Body, Controller, Get, Header, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { MarkAttendance } from '../../application/evening/mark-attendance';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { toMajorUnits } from '../../../../kernel/money';
import { currencyOf } from '../../domain/dinner-cities';
import { DinnerOperations, DinnerOperationsView } from '../../application/dinner-events/dinner-operations';
import { AdminAttendanceDto, DinnerOperationsDto, TablesCsvQueryDto } from './dinner-operations.dto';

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
    logistics_fee: toMajorUnits(view.dinner.logisticsFeeCents, currencyOf(view.dinner.city, view.dinner.country)),
    currency: currencyOf(view.dinner.city, view.dinner.country).toUpperCase(),
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
    payment: b.payment && {
      status: b.payment.status,
      amount: toMajorUnits(b.payment.amountCents, b.payment.currency),
      currency: b.payment.currency,
      message: b.payment.failureMessage,
    },
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
    couples: t.couples.map((c) => ({
      booking_id: c.bookingId,
      couple_id: c.coupleId,
      couple_names: c.coupleNames,
      attendance: c.attendance,
      marked_by: c.markedBy,
      said_absent_by: c.saidAbsentBy,
      mismatch: c.mismatch,
      running_late: c.runningLate && { minutes: c.runningLate.minutes, sent_at: c.runningLate.sentAt.toISOString() },
    })),
  })),
  history: view.history.map((h) => ({ at: h.at.toISOString(), kind: h.kind, summary: h.summary, failed: h.failed })),
  marking: { open: view.marking.open, opens_at: view.marking.opensAt.toISOString(), closes_at: view.marking.closesAt.toISOString() },
  attendance_mismatches: view.attendanceMismatches,
});

/** One dinner's operations page and its table list export. Admins only. */
@ApiTags('admin')
@Controller('admin/dinners')
export class AdminDinnerOperationsController {
  constructor(
    private readonly operations: DinnerOperations,
    private readonly attendance: MarkAttendance,
  ) {}

  @AdminPermission('dinners:read', { param: 'dinnerId', of: 'dinner' })
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

  @AdminPermission('personal-data:export', { param: 'dinnerId', of: 'dinner' })
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

  @AdminPermission('dinners:write', { param: 'dinnerId', of: 'dinner' })
  @Post(':dinnerId/attendance')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Mark a couple arrived or no-show',
    description:
      'An admin marks a seated couple of the dinner, as its restaurant can, from the start until 24 hours after it; a mark may be changed in that time. Audit-logged. A no-show keeps the fee, is mailed to the couple and counts against its standing.',
  })
  @ApiNoContentResponse({ description: 'The mark is recorded (or was already so).' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No booking id, or an attendance other than arrived or no_show.' })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'No such dinner (DINNERS.NOT_FOUND), or the booking is not seated at it (ATTENDANCE.NOT_SEATED).',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The dinner has not started (ATTENDANCE.NOT_STARTED) or marks are closed (ATTENDANCE.CLOSED).' })
  async markDinnerAttendance(@Req() request: AuthenticatedRequest, @UuidParam('dinnerId') dinnerId: string, @Body() body: AdminAttendanceDto): Promise<void> {
    await this.attendance.byAdmin(request.user.id, dinnerId, body.booking_id, body.attendance);
  }
}
