import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AdminGuard } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { AdminDinnerQueries } from '../../application/admin-dinner-queries';
import { CancelDinnerEvent } from '../../application/cancel-dinner-event';
import { DinnerEventAdministration } from '../../application/dinner-event-administration';
import { DINNER_LOCATIONS } from '../../domain/dinner-cities';
import { deleteEligibility, editEligibility } from '../../domain/dinner-event-rules';
import { AdminDinnerEventResultDto, AdminDinnerEventsDto, AdminMessageDto, DinnerCancellationDto, DinnerEventInputDto } from './admin-dinner.dto';
import { toAdminEventDto, toChanges, toManagedDto } from './admin-dinner-presenter';

/** Dinner Events management (admin-side spec, sections 2, 4, 5 and 7). Admins only. */
@ApiTags('admin')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session.' })
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not an admin.' })
@UseGuards(AdminGuard)
@Controller('admin/dinner-events')
export class AdminDinnerEventsController {
  constructor(
    private readonly administration: DinnerEventAdministration,
    private readonly cancelDinner: CancelDinnerEvent,
    private readonly queries: AdminDinnerQueries,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every dinner event with what the admin may do with it, the default fee and the cities events can be held in.' })
  @ApiOkResponse({ type: AdminDinnerEventsDto })
  async listDinnerEvents(): Promise<AdminDinnerEventsDto> {
    const [events, defaultFeeCents] = await Promise.all([this.queries.managedEvents(), this.administration.defaultFeeCents()]);
    return {
      events: events.map(toManagedDto),
      default_logistics_fee: defaultFeeCents / 100,
      locations: DINNER_LOCATIONS.map((location) => ({ country: location.country, cities: location.cities.map((entry) => ({ city: entry.city, time_zone: entry.timeZone })) })),
    };
  }

  @Post()
  @ApiOperation({ summary: 'Creates a dinner event open for bookings.' })
  @ApiCreatedResponse({ type: AdminDinnerEventResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: "'Please fill in all required fields', an unknown city, an event not in the future, or a deadline not before the event." })
  async createDinnerEvent(@Body() body: DinnerEventInputDto): Promise<AdminDinnerEventResultDto> {
    const event = await this.administration.create(toChanges(body, await this.administration.defaultFeeCents()));
    const now = this.clock.now();
    return { success: true, message: 'Dinner event created', event: toAdminEventDto({ ...event, paidBookings: 0 }, { edit: editEligibility(event, now), delete: deleteEligibility(event, now) }) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Changes a future event that is not matched, completed or cancelled.' })
  @ApiOkResponse({ type: AdminDinnerEventResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field breaks a rule of the event form, or the id is not a uuid.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such event.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: "The event may not be edited ('Cannot edit past dinner events', 'Cannot edit dinner with status: {status}'), or the capacity is below the couples booked." })
  async updateDinnerEvent(@Param('id', ParseUUIDPipe) id: string, @Body() body: DinnerEventInputDto): Promise<AdminDinnerEventResultDto> {
    const event = await this.administration.update(id, toChanges(body, await this.administration.defaultFeeCents()));
    return { success: true, message: 'Dinner event updated', event: toManagedDto(await this.queries.managedEvent(event.id)) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a future event without paid bookings; one with paid bookings must be cancelled instead.' })
  @ApiOkResponse({ type: AdminMessageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a uuid.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such event.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Past, settled, or with paid bookings (code DINNERS.HAS_PAID_BOOKINGS).' })
  async deleteDinnerEvent(@Param('id', ParseUUIDPipe) id: string): Promise<AdminMessageDto> {
    await this.administration.delete(id);
    return { success: true, message: 'Dinner event deleted' };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'The service cancels the dinner: it becomes cancelled_by_system, every paid booking is refunded and the couples are emailed.' })
  @ApiOkResponse({ type: DinnerCancellationDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a uuid.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such event.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The dinner has started, is completed or is already cancelled.' })
  async cancelDinnerEvent(@Param('id', ParseUUIDPipe) id: string): Promise<DinnerCancellationDto> {
    const result = await this.cancelDinner.execute(id);
    return {
      success: true,
      message: `Dinner event cancelled: ${result.refundedBookings} paid booking${result.refundedBookings === 1 ? '' : 's'} refunded, ${result.notifiedCouples} couple${result.notifiedCouples === 1 ? '' : 's'} notified.`,
      refunded_bookings: result.refundedBookings,
      notified_couples: result.notifiedCouples,
    };
  }
}
