import { Controller, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { toMajorUnits } from '../../../../kernel/money';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { CancelBooking } from '../../application/bookings/cancel-booking';
import { keptFeeNote } from '../../domain/fee-policy';
import { CancelBookingResultDto } from './booking.dto';

/**
 * The couple cancelling its own booking (couple-side spec, section 7). A controller of its own
 * because the fee it keeps is what support has not already given back, which only the
 * payments module can say (DinnersAdminModule binds it).
 */
@ApiTags('dinners')
@Controller()
export class BookingCancellationController {
  constructor(private readonly cancelBookingUseCase: CancelBooking) {}

  @Put('user/bookings/:id/cancel')
  @SignedIn()
  @ApiOperation({
    summary: 'Cancel a booking',
    description:
      "Cancels one of the couple's bookings. Within 6 hours of the dinner it is a late cancellation; two in a row terminate the service. A paid booking's logistics fee is kept. Both partners are mailed, with a calendar file (`METHOD:CANCEL`) removing the dinner from their calendars.",
  })
  @ApiOkResponse({
    type: CancelBookingResultDto,
    description: 'The booking is cancelled: whether late, whether the service is now terminated, and the fee kept.',
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: "Another couple's booking." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such booking.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already cancelled, attended, or the dinner has started.' })
  async cancelBooking(@Req() request: AuthenticatedRequest, @UuidParam('id') bookingId: string): Promise<CancelBookingResultDto> {
    const result = await this.cancelBookingUseCase.execute(request.user, bookingId);
    return {
      message: result.wasLateCancellation ? 'Booking cancelled (late cancellation penalty applied)' : 'Booking Cancelled',
      booking_id: result.bookingId,
      was_late_cancellation: result.wasLateCancellation,
      service_terminated: result.serviceTerminated,
      fee_kept: toMajorUnits(result.feeKeptCents, result.currency),
      currency: result.currency.toUpperCase(),
      fee_note: keptFeeNote(result.feeKeptCents, result.currency),
    };
  }
}
