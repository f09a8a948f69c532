import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { AnswerReservation, ReservationView } from '../../application/reservations/answer-reservation';
import { MarkAttendance } from '../../application/evening/mark-attendance';
import { ReservationAnswerDto, ReservationAttendanceDto, ReservationTokenQueryDto, ReservationViewDto } from './restaurant-reservation.dto';

const FIFTEEN_MINUTES = 15 * 60_000;

const present = (view: ReservationView): ReservationViewDto => ({
  restaurant_name: view.restaurantName,
  city: view.city,
  event_date: view.eventDate.toISOString(),
  time_zone: view.timeZone,
  table_number: view.tableNumber,
  party_size: view.partySize,
  first_names: view.firstNames,
  dietary_needs: view.dietaryNeeds,
  status: view.status,
  responded_at: view.respondedAt?.toISOString() ?? null,
  tables: view.tables.map((table) => ({
    table_number: table.tableNumber,
    party_size: table.partySize,
    couples: table.couples.map((couple) => ({
      booking_id: couple.bookingId,
      first_names: couple.firstNames,
      dietary_needs: couple.dietaryNeeds,
      attendance: couple.attendance,
      running_late: couple.runningLate && { minutes: couple.runningLate.minutes, sent_at: couple.runningLate.sentAt.toISOString() },
    })),
  })),
  marking: { open: view.marking.open, opens_at: view.marking.opensAt.toISOString(), closes_at: view.marking.closesAt.toISOString() },
});

/** The restaurant's page behind a reservation mail's link: no account, the signed token is the proof. */
@ApiTags('restaurant-reservations')
@Controller('restaurant-reservations')
export class RestaurantReservationsController {
  constructor(
    private readonly reservations: AnswerReservation,
    private readonly attendance: MarkAttendance,
  ) {}

  @Get()
  @RateLimit(60, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: 'A reservation, as its restaurant sees it',
    description: 'The table the signed link names: when, which table, party size, first names, dietary needs, and the answer given so far. Changes nothing.',
  })
  @ApiOkResponse({ type: ReservationViewDto, description: "The table as it stands, with the restaurant's answer so far." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'A forged or unknown link (RESERVATIONS.INVALID_LINK).' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'The dinner is over (RESERVATIONS.LINK_EXPIRED).' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'The reservation changed since (RESERVATIONS.OUTDATED) or was cancelled (RESERVATIONS.CANCELLED).',
  })
  async viewRestaurantReservation(@Query() query: ReservationTokenQueryDto): Promise<ReservationViewDto> {
    return present(await this.reservations.view(query.token));
  }

  @Post('answer')
  @HttpCode(200)
  @RateLimit(20, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: "The restaurant's answer to a reservation",
    description:
      "Confirms or declines the table the signed link names. Idempotent: the same answer twice is one answer. A confirmed table may be declined until the reveal; a declined one is confirmed again only by the admins. A decline mails the admins and shows on the dinner's operations page.",
  })
  @ApiOkResponse({ type: ReservationViewDto, description: "The table as it stands, with the restaurant's answer so far." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'A forged or unknown link (RESERVATIONS.INVALID_LINK).' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'The dinner is over (RESERVATIONS.LINK_EXPIRED).' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      'The reservation changed since (RESERVATIONS.OUTDATED) or was cancelled (RESERVATIONS.CANCELLED); a declined table confirmed (RESERVATIONS.DECLINED), or a confirmed one declined after the reveal (RESERVATIONS.REVEALED).',
  })
  async answerRestaurantReservation(@Body() body: ReservationAnswerDto): Promise<ReservationViewDto> {
    return present(await this.reservations.answer(body.token, body.answer, body.reason ?? null));
  }

  @Post('attendance')
  @HttpCode(200)
  @RateLimit(200, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: 'Mark a couple arrived or no-show on the evening sheet',
    description:
      "The restaurant marks a couple of its own tables (the signed link's restaurant) from the dinner's start until 24 hours after it; a mark may be changed in that time. The same mark twice is one mark. A no-show keeps the fee, is mailed to the couple and counts against its standing.",
  })
  @ApiOkResponse({ type: ReservationViewDto, description: 'The sheet as it stands after the mark.' })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: "A forged or unknown link (RESERVATIONS.INVALID_LINK), or a booking not at this restaurant's tables (ATTENDANCE.NOT_AT_TABLE).",
  })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'The link expired, a day after the dinner (RESERVATIONS.LINK_EXPIRED).' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      'The dinner has not started (ATTENDANCE.NOT_STARTED) or marks are closed (ATTENDANCE.CLOSED); the reservation changed since (RESERVATIONS.OUTDATED) or was cancelled (RESERVATIONS.CANCELLED).',
  })
  async markRestaurantAttendance(@Body() body: ReservationAttendanceDto): Promise<ReservationViewDto> {
    return present(await this.attendance.byRestaurant(body.token, body.booking_id, body.attendance));
  }
}
