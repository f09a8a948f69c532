import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { AnswerReservation, ReservationView } from '../../application/answer-reservation';
import { ReservationAnswerDto, ReservationTokenQueryDto, ReservationViewDto } from './restaurant-reservation.dto';

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
});

/** The restaurant's page behind a reservation mail's link: no account, the signed token is the proof. */
@ApiTags('restaurant-reservations')
@Controller('restaurant-reservations')
export class RestaurantReservationsController {
  constructor(private readonly reservations: AnswerReservation) {}

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
      "Confirms or declines the table the signed link names. Idempotent: the same answer twice is one answer. A decline mails the admins and shows on the dinner's operations page.",
  })
  @ApiOkResponse({ type: ReservationViewDto, description: "The table as it stands, with the restaurant's answer so far." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'A forged or unknown link (RESERVATIONS.INVALID_LINK).' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'The dinner is over (RESERVATIONS.LINK_EXPIRED).' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'The reservation changed since (RESERVATIONS.OUTDATED) or was cancelled (RESERVATIONS.CANCELLED).',
  })
  async answerRestaurantReservation(@Body() body: ReservationAnswerDto): Promise<ReservationViewDto> {
    return present(await this.reservations.answer(body.token, body.answer, body.reason ?? null));
  }
}
