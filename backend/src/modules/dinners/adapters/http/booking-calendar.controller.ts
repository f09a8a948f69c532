import { Controller, Get, Header, Param, ParseUUIDPipe, Req, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SignedInGuard } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { BookingCalendar } from '../../application/booking-calendar';

@ApiTags('dinners')
@ApiCookieAuth()
@Controller('user/bookings')
export class BookingCalendarController {
  constructor(private readonly calendar: BookingCalendar) {}

  @Get(':id/calendar.ics')
  @UseGuards(SignedInGuard)
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="surprise-dinner.ics"')
  @ApiProduces('text/calendar')
  @ApiOperation({ summary: "'Add to calendar': the booked dinner as an .ics invite, with the address once revealed. Signed in, own couple." })
  @ApiOkResponse({ schema: { type: 'string' }, description: 'An iCalendar (RFC 5545) event.' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: "Another couple's booking." })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A cancelled, expired or past booking.' })
  addToCalendar(@Req() request: AuthenticatedRequest, @Param('id', ParseUUIDPipe) bookingId: string): Promise<string> {
    return this.calendar.execute(request.user, bookingId);
  }
}
