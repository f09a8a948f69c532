import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { BookingCalendar } from '../../application/bookings/booking-calendar';
import { UuidParam } from '../../../../platform/http/uuid-param';

@ApiTags('dinners')
@Controller('user/bookings')
export class BookingCalendarController {
  constructor(private readonly calendar: BookingCalendar) {}

  @Get(':id/calendar.ics')
  @SignedIn()
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="surprise-dinner.ics"')
  @ApiOperation({
    summary: 'Add a booking to the calendar',
    description:
      "'Add to calendar': the booked dinner as an iCalendar (.ics) invite, with the restaurant's address once revealed. Only the couple's own active bookings.",
  })
  @ApiOkResponse({ content: { 'text/calendar': { schema: { type: 'string' } } }, description: 'An iCalendar (RFC 5545) event.' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: "Another couple's booking." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such booking.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A cancelled, expired or past booking.' })
  addToCalendar(@Req() request: AuthenticatedRequest, @UuidParam('id') bookingId: string): Promise<string> {
    return this.calendar.execute(request.user, bookingId);
  }
}
