import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminCityLimit, AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { AdminDinnerQueries } from '../../application/dinner-events/admin-dinner-queries';
import { CancelDinnerEvent } from '../../application/dinner-events/cancel-dinner-event';
import { DinnerEventAdministration } from '../../application/dinner-events/dinner-event-administration';
import { deleteEligibility, editEligibility } from '../../domain/dinner-event-rules';
import {
  AdminDinnerEventResultDto,
  AdminDinnerEventsDto,
  AdminDinnerEventsQueryDto,
  AdminMessageDto,
  DinnerCancellationDto,
  DinnerEventInputDto,
} from './admin-dinner.dto';
import { toAdminEventDto, toChanges, toManagedDto } from './admin-dinner-presenter';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';

/** Dinner Events management (admin-side spec, sections 2, 4, 5 and 7). Admins only. */
@ApiTags('admin')
@Controller('admin/dinner-events')
export class AdminDinnerEventsController {
  constructor(
    private readonly administration: DinnerEventAdministration,
    private readonly cancelDinner: CancelDinnerEvent,
    private readonly queries: AdminDinnerQueries,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  @AdminPermission('dinners:read', { list: 'events', field: 'city' })
  @Get()
  @ApiOperation({
    summary: 'List dinner events',
    description:
      'One page of the upcoming or the past dinner events, each with what the admin may do with it (`can_edit`, `can_delete`), how many events each list has, the default logistics fee and the cities events can be held in.',
  })
  @ApiOkResponse({ type: AdminDinnerEventsDto, description: 'The page, the two totals, the default fee and the cities.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: '`when` is neither upcoming nor past, or a page parameter is out of range.' })
  async listDinnerEvents(@Query() query: AdminDinnerEventsQueryDto, @AdminCityLimit() cities: readonly string[] | undefined): Promise<AdminDinnerEventsDto> {
    const page = { page: query.page ?? 1, size: query.page_size ?? 25 };
    const [{ events, totals }, defaultFeeCents, locations] = await this.unitOfWork.all([
      () =>
        this.queries.managedEvents(query.when ?? 'upcoming', page, {
          search: query.search?.trim() ?? '',
          status: query.status,
          city: query.city?.trim() || undefined,
          cities,
          sort: query.sort,
          order: query.order,
        }),
      () => this.administration.defaultFeeCents(),
      () => this.administration.locations(),
    ]);
    return {
      events: events.map(toManagedDto),
      page: page.page,
      page_size: page.size,
      upcoming_total: totals.upcoming,
      past_total: totals.past,
      default_logistics_fee: defaultFeeCents / 100,
      locations: locations.map((location) => ({
        country: location.country,
        cities: location.cities.map((entry) => ({
          city: entry.city,
          time_zone: entry.timeZone,
          currency: entry.currency,
          default_fee_minor: entry.defaultFeeMinor,
        })),
      })),
    };
  }

  @AdminPermission('dinners:write', { body: 'city' })
  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Create a dinner event',
    description:
      'Creates a dinner event open for bookings. The event must be in the future, in a known city of its country, and its booking deadline before the event.',
  })
  @ApiCreatedResponse({ type: AdminDinnerEventResultDto, description: 'The created event.' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: "'Please fill in all required fields', an unknown city, an event not in the future, or a deadline not before the event.",
  })
  async createDinnerEvent(@Body() body: DinnerEventInputDto): Promise<AdminDinnerEventResultDto> {
    const event = await this.administration.create(toChanges(body, await this.administration.defaultFeeCents({ city: body.city, country: body.country })));
    const now = this.clock.now();
    return {
      success: true,
      message: 'Dinner event created',
      event: toAdminEventDto({ ...event, paidBookings: 0 }, { edit: editEligibility(event, now), delete: deleteEligibility(event, now) }),
    };
  }

  @AdminPermission('dinners:write', { param: 'id', of: 'dinner' }, { body: 'city' })
  @Put(':id')
  @ApiOperation({
    summary: 'Edit a dinner event',
    description:
      'Changes a future event that is not matched, completed or cancelled. The capacity may not go below the couples already booked. A new time is mailed to every paid couple with their calendar entry moved.',
  })
  @ApiOkResponse({ type: AdminDinnerEventResultDto, description: 'The updated event.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field breaks a rule of the event form, or the id is not a uuid.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such event.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      "The event may not be edited ('Cannot edit past dinner events', 'Cannot edit dinner with status: {status}'), the capacity is below the couples booked, or a revealed dinner's new time needs `confirm_changes` (DINNERS.CONFIRM_CHANGE, saying who will be told).",
  })
  async updateDinnerEvent(
    @Req() request: AuthenticatedRequest,
    @UuidParam('id') id: string,
    @Body() body: DinnerEventInputDto,
  ): Promise<AdminDinnerEventResultDto> {
    const changes = toChanges(body, await this.administration.defaultFeeCents({ city: body.city, country: body.country }));
    const event = await this.administration.update(id, changes, request.user.id, body.confirm_changes === true);
    return { success: true, message: 'Dinner event updated', event: toManagedDto(await this.queries.managedEvent(event.id)) };
  }

  @AdminPermission('dinners:write', { param: 'id', of: 'dinner' })
  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a dinner event',
    description: 'Deletes a future event without paid bookings; one with paid bookings must be cancelled instead (`DINNERS.HAS_PAID_BOOKINGS`).',
  })
  @ApiOkResponse({ type: AdminMessageDto, description: 'The event is deleted.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a uuid.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such event.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Past, settled, or with paid bookings (code DINNERS.HAS_PAID_BOOKINGS).' })
  async deleteDinnerEvent(@UuidParam('id') id: string): Promise<AdminMessageDto> {
    await this.administration.delete(id);
    return { success: true, message: 'Dinner event deleted' };
  }

  @AdminPermission('dinners:write', { param: 'id', of: 'dinner' })
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel a dinner event',
    description:
      'The service cancels the dinner: its status becomes `cancelled_by_system`, every paid booking is refunded through the payment provider and the couples are emailed (through the mail outbox, in the same transaction).',
  })
  @ApiOkResponse({ type: DinnerCancellationDto, description: 'The dinner is cancelled: the paid bookings being refunded and the couples emailed.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a uuid.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such event.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The dinner has started, is completed or is already cancelled.' })
  async cancelDinnerEvent(@Req() request: AuthenticatedRequest, @UuidParam('id') id: string): Promise<DinnerCancellationDto> {
    const result = await this.cancelDinner.execute(id, { by: 'admin', adminId: request.user.id });
    return {
      success: true,
      message: `Dinner event cancelled: ${result.refundedBookings} paid booking${result.refundedBookings === 1 ? '' : 's'} refunded, ${result.notifiedCouples} couple${result.notifiedCouples === 1 ? '' : 's'} notified.`,
      refunded_bookings: result.refundedBookings,
      notified_couples: result.notifiedCouples,
    };
  }
}
