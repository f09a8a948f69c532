import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOrApiKey, CurrentIntegrator } from '../../../integrations';
import type { Integrator } from '../../../integrations';
import { cursorPageOf } from '../../../../platform/http/cursor-page';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { AnswerReservation } from '../../application/reservations/answer-reservation';
import { IntegratorBooking, IntegratorDinner, IntegratorReads, IntegratorReservation } from '../../application/dinner-events/integrator-reads';
import {
  IntegratorBookingDto,
  IntegratorBookingsDto,
  IntegratorBookingsQueryDto,
  IntegratorDinnerDto,
  IntegratorDinnersDto,
  IntegratorDinnersQueryDto,
  IntegratorReservationAnswerDto,
  IntegratorReservationDto,
  IntegratorReservationsDto,
  IntegratorReservationsQueryDto,
} from './integrator.dto';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toDinnerDto = (dinner: IntegratorDinner): IntegratorDinnerDto => ({
  id: dinner.id,
  city: dinner.city,
  country: dinner.country,
  event_date: dinner.eventDate.toISOString(),
  booking_deadline: dinner.bookingDeadline.toISOString(),
  capacity: dinner.capacity,
  taken_spots: dinner.takenSpots,
  status: dinner.status,
  logistics_fee_cents: dinner.logisticsFeeCents,
  created_at: dinner.createdAt.toISOString(),
});

const toBookingDto = (booking: IntegratorBooking): IntegratorBookingDto => ({
  id: booking.id,
  dinner_id: booking.dinnerId,
  couple_id: booking.coupleId,
  status: booking.status,
  confirmed_at: iso(booking.confirmedAt),
  cancelled_at: iso(booking.cancelledAt),
  created_at: booking.createdAt.toISOString(),
});

const toReservationDto = (reservation: IntegratorReservation): IntegratorReservationDto => ({
  id: reservation.id,
  dinner_id: reservation.dinnerId,
  restaurant_id: reservation.restaurantId,
  table_number: reservation.tableNumber,
  party_size: reservation.partySize,
  event_date: reservation.eventDate.toISOString(),
  status: reservation.status,
  revision: reservation.revision,
  responded_at: iso(reservation.respondedAt),
});

/** What integrators read of dinners, bookings and restaurant reservations, and a restaurant system's answer to a reservation. */
@ApiTags('integrations')
@Controller('integrations')
export class IntegratorController {
  constructor(
    private readonly reads: IntegratorReads,
    private readonly answers: AnswerReservation,
  ) {}

  @Get('dinners')
  @AdminOrApiKey('dinners:read')
  @ApiOperation({
    summary: 'Walk the dinners',
    description: "Every dinner event (past and to come) of the key's cities, in order of id, a page at a time (`limit`, `starting_after`, `has_more`).",
  })
  @ApiOkResponse({ type: IntegratorDinnersDto, description: 'One page of dinners.' })
  async listIntegratorDinners(@CurrentIntegrator() integrator: Integrator, @Query() query: IntegratorDinnersQueryDto): Promise<IntegratorDinnersDto> {
    const { data, hasMore } = await this.reads.dinners(integrator, query.city, cursorPageOf(query));
    return { data: data.map(toDinnerDto), has_more: hasMore };
  }

  @Get('bookings')
  @AdminOrApiKey('bookings:read')
  @ApiOperation({
    summary: 'Walk the bookings',
    description: "Every booking of the dinners of the key's cities, in order of id, a page at a time. Couples appear by id only.",
  })
  @ApiOkResponse({ type: IntegratorBookingsDto, description: 'One page of bookings.' })
  async listIntegratorBookings(@CurrentIntegrator() integrator: Integrator, @Query() query: IntegratorBookingsQueryDto): Promise<IntegratorBookingsDto> {
    const { data, hasMore } = await this.reads.bookings(integrator, query.dinner_id, cursorPageOf(query));
    return { data: data.map(toBookingDto), has_more: hasMore };
  }

  @Get('reservations')
  @AdminOrApiKey('reservations:read', 'reservations:write')
  @ApiOperation({
    summary: 'Walk the restaurant reservations',
    description:
      "The tables restaurants are asked to hold for the dinners of the key's cities (status, revision, the restaurant's answer), in order of id, a page at a time.",
  })
  @ApiOkResponse({ type: IntegratorReservationsDto, description: 'One page of reservations.' })
  async listIntegratorReservations(
    @CurrentIntegrator() integrator: Integrator,
    @Query() query: IntegratorReservationsQueryDto,
  ): Promise<IntegratorReservationsDto> {
    const filter = { dinnerId: query.dinner_id, restaurantId: query.restaurant_id };
    const { data, hasMore } = await this.reads.reservations(integrator, filter, cursorPageOf(query));
    return { data: data.map(toReservationDto), has_more: hasMore };
  }

  @Post('reservations/:id/answer')
  @Idempotent()
  @HttpCode(200)
  @AdminOrApiKey('reservations:write')
  @ApiOperation({
    summary: "A restaurant system's answer to a reservation",
    description:
      "Confirms or declines the table, as the restaurant's mail link does, for the revision read. Idempotent: the same answer twice is one answer. The answer is recorded as `reservation.confirmed` or `reservation.declined` (webhooks); a decline mails the admins.",
  })
  @ApiOkResponse({ type: IntegratorReservationDto, description: 'The reservation with its answer.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No reservation with this id (RESERVATIONS.NOT_FOUND).' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'The dinner has started (RESERVATIONS.LINK_EXPIRED).' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      'The reservation changed since the revision (RESERVATIONS.OUTDATED_REVISION) or was cancelled (RESERVATIONS.CANCELLED); a declined table confirmed (RESERVATIONS.DECLINED), or a confirmed one declined after the reveal (RESERVATIONS.REVEALED).',
  })
  async answerIntegratorReservation(
    @CurrentIntegrator() integrator: Integrator,
    @UuidParam('id') id: string,
    @Body() body: IntegratorReservationAnswerDto,
  ): Promise<IntegratorReservationDto> {
    const reservation = await this.reads.reservation(integrator, id);
    await this.answers.answerAsIntegrator(reservation.id, body.revision, body.answer, body.reason ?? null);
    return toReservationDto(await this.reads.reservation(integrator, id));
  }
}
