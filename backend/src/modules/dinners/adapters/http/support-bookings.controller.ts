import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { CancelBookingForCouple } from '../../application/bookings/cancel-booking-for-couple';
import { MoveBookingToDinner } from '../../application/bookings/move-booking-to-dinner';
import { BookingMoveTargets } from '../../application/bookings/booking-move-targets';
import { timeZoneOf } from '../../domain/dinner-cities';
import { SupportBookingMoveDto, SupportCancelBookingDto, SupportCancellationDto, SupportMoveBookingDto, SupportMoveTargetsDto } from './support-booking.dto';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';

/** Customer support's actions on a couple's booking. Admins only; audit-logged with their reason. */
@ApiTags('support')
@Controller('admin/support/bookings')
export class SupportBookingsController {
  constructor(
    private readonly cancelForCouple: CancelBookingForCouple,
    private readonly moveToDinner: MoveBookingToDinner,
    private readonly moveTargets: BookingMoveTargets,
  ) {}

  @AdminPermission('support:read', { param: 'id', of: 'booking' })
  @Get(':id/move-targets')
  @ApiOperation({
    summary: 'The dinners a booking can move to',
    description:
      'The dinners of the same city this booking can be moved to now: open for bookings, not started, with a free spot, and not already booked by the couple. Empty when the booking itself cannot be moved.',
  })
  @ApiOkResponse({ type: SupportMoveTargetsDto, description: 'The dinners to offer, soonest first.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a booking id.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown booking.' })
  async listBookingMoveTargets(@UuidParam('id') id: string): Promise<SupportMoveTargetsDto> {
    const dinners = await this.moveTargets.list(id);
    return {
      dinners: dinners.map((dinner) => ({
        id: dinner.id,
        city: dinner.city,
        event_date: dinner.eventDate.toISOString(),
        time_zone: timeZoneOf(dinner.city, dinner.country),
        booked_couples: dinner.takenSpots,
        capacity: dinner.capacity,
      })),
    };
  }

  @AdminPermission('support:write', { param: 'id', of: 'booking' })
  @Post(':id/cancel')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: "Cancel a couple's booking",
    description:
      'Cancels the booking for the couple, keeping or refunding the fee as chosen; the spot is freed and both partners get the cancellation mail (with a calendar cancellation for a paid booking). Not a late cancellation. Written to the audit log with the reason.',
  })
  @ApiOkResponse({ type: SupportCancellationDto, description: 'The booking is cancelled.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No fee policy, no reason or a reason on several lines.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown booking.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already cancelled, expired, or the dinner has taken place.' })
  async cancelBookingForCouple(
    @Req() request: AuthenticatedRequest,
    @UuidParam('id') id: string,
    @Body() body: SupportCancelBookingDto,
  ): Promise<SupportCancellationDto> {
    const result = await this.cancelForCouple.execute(request.user.id, id, body.fee, body.reason);
    return { booking_id: result.bookingId, fee_kept_cents: result.feeKeptCents, currency: result.currency, fee_refunded: result.feeRefunded };
  }

  @AdminPermission('support:write', { param: 'id', of: 'booking' })
  @Post(':id/move')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Move a couple to another dinner',
    description:
      'Moves a paid booking, with its payment, to another dinner of the same city that is open for bookings and has a free spot; both partners are told and their calendar entry moves. Written to the audit log with the reason.',
  })
  @ApiOkResponse({ type: SupportBookingMoveDto, description: 'The booking is moved.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No reason, the same dinner, or a dinner in another city.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown booking or dinner.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Unpaid booking, a dinner already matched, or a target closed, full or already booked by the couple.',
  })
  async moveBookingToDinner(
    @Req() request: AuthenticatedRequest,
    @UuidParam('id') id: string,
    @Body() body: SupportMoveBookingDto,
  ): Promise<SupportBookingMoveDto> {
    const moved = await this.moveToDinner.execute(request.user.id, id, body.dinner_id, body.reason);
    return { booking_id: moved.bookingId, from_dinner_id: moved.fromDinnerId, to_dinner_id: moved.toDinnerId };
  }
}
