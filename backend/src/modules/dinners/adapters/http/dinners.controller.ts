import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { SignedIn, AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { Clock } from '../../../../platform/clock/clock';
import { DinnerQueries } from '../../application/dinner-events/dinner-queries';
import { CoupleStandings } from '../../application/bookings/couple-standings';
import { MyBookings } from '../../application/bookings/my-bookings';
import { OtherCouples } from '../../application/seating/other-couples';
import { ReserveSpot } from '../../application/bookings/reserve-spot';
import { SubmitReview } from '../../application/bookings/submit-review';
import { BookingWithDinner } from '../../application/dinner-events/dinner-views';
import { isRevealed } from '../../domain/reveal-policy';
import {
  BookingDto,
  BookingResultDto,
  BookingsDto,
  CoupleReviewDto,
  CreateBookingDto,
  OtherCouplesDto,
  ReviewResultDto,
  SelectDinnerSlotDto,
  SubmitReviewDto,
} from './booking.dto';
import { DinnerDto, DinnerEventsDto, DinnerSlotsDto, PublishedDinnerSlotsDto } from './dinner.dto';
import { toBookingDto, toDinnerDto, toPublishedSlotDto, toSlotDto } from './dinner-presenter';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';

/** The couple-side dinner calls (couple-side spec, section 7), with their paths and field names. */
@ApiTags('dinners')
@ApiExtraModels(CoupleReviewDto)
@Controller()
export class DinnersController {
  constructor(
    private readonly queries: DinnerQueries,
    private readonly reserveSpot: ReserveSpot,
    private readonly myBookings: MyBookings,
    private readonly otherCouples: OtherCouples,
    private readonly submitReview: SubmitReview,
    private readonly standings: CoupleStandings,
    private readonly clock: Clock,
  ) {}

  @Get('dinners/:dinnerId')
  @SignedIn()
  @ApiOperation({ summary: 'A dinner event', description: 'A dinner event as couples see it (the booking screen reads `city` and `logistics_fee`).' })
  @ApiOkResponse({ type: DinnerDto, description: 'The dinner event.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a dinner id.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such dinner.' })
  async getDinner(@UuidParam('dinnerId') dinnerId: string): Promise<DinnerDto> {
    return toDinnerDto(await this.queries.get(dinnerId), this.clock.now());
  }

  @Get('user/available-dinner-slots')
  @SignedIn()
  @ApiOperation({ summary: 'Bookable dinners', description: "Bookable dinners in the couple's city." })
  @ApiOkResponse({ type: DinnerSlotsDto, description: 'The bookable dinners.' })
  async getAvailableDinnerSlots(@Req() request: AuthenticatedRequest): Promise<DinnerSlotsDto> {
    const now = this.clock.now();
    return { slots: (await this.queries.availableSlots(request.user)).map((dinner) => toSlotDto(dinner, now)) };
  }

  @Get('user/available-dinner-events')
  @SignedIn()
  @ApiOperation({
    summary: 'Dinner events of the next 10 days',
    description:
      "Dinner events of the next 10 days in the profile's city and country that accept bookings (`status` accepting_bookings; a full one shows `available_spots` 0). Dinners being matched, assigned or settled are not listed.",
  })
  @ApiOkResponse({ type: DinnerEventsDto, description: 'The dinner events.' })
  async getAvailableDinnerEvents(@Req() request: AuthenticatedRequest): Promise<DinnerEventsDto> {
    const now = this.clock.now();
    return { events: (await this.queries.availableEvents(request.user)).map((dinner) => toDinnerDto(dinner, now)) };
  }

  @Get('user/my-dinner-bookings')
  @SignedIn()
  @ApiOperation({
    summary: "The couple's bookings",
    description: "The couple's bookings, latest dinner first. Restaurant, table and the other couples appear only once revealed (24 hours before the dinner).",
  })
  @ApiOkResponse({ type: BookingsDto, description: 'The bookings, latest dinner first.' })
  getMyDinnerBookings(@Req() request: AuthenticatedRequest): Promise<BookingsDto> {
    return this.listBookings(request);
  }

  @Get('user/my-bookings')
  @SignedIn()
  @ApiOperation({ summary: "The couple's bookings (alias)", description: 'Alias of GET /api/user/my-dinner-bookings.' })
  @ApiOkResponse({ type: BookingsDto, description: 'The bookings, latest dinner first.' })
  getMyBookings(@Req() request: AuthenticatedRequest): Promise<BookingsDto> {
    return this.listBookings(request);
  }

  @Get('user/bookings/:bookingId')
  @SignedIn()
  @ApiOperation({
    summary: 'One booking of the couple',
    description: "One of the couple's bookings, as listed by GET /api/user/my-dinner-bookings: poll it after paying to see `status` become confirmed.",
  })
  @ApiOkResponse({ type: BookingDto, description: 'The booking.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a booking id.' })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: "No such booking of this couple (code DINNERS.BOOKING_NOT_FOUND); another couple's booking is not found either.",
  })
  async getMyBooking(@Req() request: AuthenticatedRequest, @UuidParam('bookingId') bookingId: string): Promise<BookingDto> {
    return toBookingDto(await this.myBookings.one(request.user, bookingId), this.clock.now());
  }

  @AdminPermission('dinners:read', { list: 'slots', field: 'city' })
  @Get('admin/published-dinner-slots')
  @ApiOperation({ summary: 'Published dinners', description: 'Every upcoming dinner with its status and notes.' })
  @ApiOkResponse({ type: PublishedDinnerSlotsDto, description: 'The upcoming dinners.' })
  async getPublishedDinnerSlots(): Promise<PublishedDinnerSlotsDto> {
    const now = this.clock.now();
    return { slots: (await this.queries.published()).map((dinner) => toPublishedSlotDto(dinner, now)) };
  }

  @Get('user/dinner/:id/other-couples')
  @SignedIn()
  @ApiOperation({
    summary: 'The other couples at the table',
    description: 'First names and a few interests of the other couples at the table; empty until 24 hours before the dinner. Only for couples booked on it.',
  })
  @ApiOkResponse({ type: OtherCouplesDto, description: 'The other couples (empty before the reveal).' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'The couple has no booking for this dinner.' })
  async getOtherCouples(@Req() request: AuthenticatedRequest, @UuidParam('id') dinnerId: string): Promise<OtherCouplesDto> {
    const couples = await this.otherCouples.execute(request.user, dinnerId);
    return {
      otherCouples: couples.map((couple) => ({
        user_id: couple.userId,
        coupleNames: couple.coupleNames,
        first_names: couple.firstNames,
        interests: couple.interests,
      })),
    };
  }

  @Post('user/select-dinner-slot')
  @Idempotent()
  @SignedIn()
  @ApiOperation({
    summary: 'Reserve a dinner slot',
    description:
      "Reserves a spot on the dinner for the couple: a hold for 15 minutes until paid, or confirmed at once when the dinner has no fee. Needs a couple with a verified email, service not terminated nor suspended, and a dinner in the couple's own city. Capacity is never oversold (409 `DINNERS.FULL`).",
  })
  @ApiCreatedResponse({ type: BookingResultDto, description: 'The hold (or confirmed booking) and what to do next.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({
    type: ErrorResponseDto,
    description:
      "No couple, email not verified, service terminated, couple suspended until a date (DINNERS.SUSPENDED, with `suspended_until`), or a dinner outside the couple's city (DINNERS.NOT_IN_YOUR_CITY).",
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such dinner.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Full (DINNERS.FULL), deadline passed, not accepting bookings, or already booked.' })
  selectDinnerSlot(@Req() request: AuthenticatedRequest, @Body() body: SelectDinnerSlotDto): Promise<BookingResultDto> {
    return this.reserve(request, body.slotId, null);
  }

  @Post('user/bookings')
  @Idempotent()
  @SignedIn()
  @ApiOperation({
    summary: 'Book a dinner',
    description:
      "Reserves a spot on a dinner for the couple: a hold for 15 minutes until paid, or confirmed at once when the dinner has no fee. Needs a couple with a verified email and service not terminated, and a dinner in the couple's own city. Capacity is never oversold (409 `DINNERS.FULL`).",
  })
  @ApiCreatedResponse({ type: BookingResultDto, description: 'The hold (or confirmed booking) and what to do next.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({
    type: ErrorResponseDto,
    description: "No couple, email not verified, service terminated, or a dinner outside the couple's city (DINNERS.NOT_IN_YOUR_CITY).",
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such dinner.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Full (DINNERS.FULL), deadline passed, not accepting bookings, or already booked.' })
  createBooking(@Req() request: AuthenticatedRequest, @Body() body: CreateBookingDto): Promise<BookingResultDto> {
    return this.reserve(request, body.dinner_id, body.special_requests ?? null);
  }

  @Post('user/submit-enhanced-review')
  @SignedIn()
  @ApiOperation({
    summary: 'Review a dinner',
    description:
      'Reviews an attended (or revealed) dinner once: ratings 1-5 for the evening and the restaurant, texts, and reviews of the other couples keyed by their `user_id`; `seeYouAgain` marks couples of the table to meet again, `didntCome` those who did not come (400 `DINNERS.NOT_A_TABLEMATE` for any other).',
  })
  @ApiCreatedResponse({ type: ReviewResultDto, description: 'The review is saved.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: "Another couple's booking." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such booking.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already reviewed, or not reviewable yet.' })
  @HttpCode(201)
  async submitEnhancedReview(@Req() request: AuthenticatedRequest, @Body() body: SubmitReviewDto): Promise<ReviewResultDto> {
    const review = {
      rating: body.rating,
      restaurantRating: body.restaurant_rating,
      reviewText: body.review_text,
      restaurantFeedbackText: body.restaurant_feedback_text,
      coupleReviews: body.coupleReviews ?? {},
    };
    const saved = await this.submitReview.execute(request.user, body.booking_id, review, body.seeYouAgain ?? [], body.didntCome ?? []);
    return { message: 'Review submitted', id: saved.id };
  }

  private async listBookings(request: AuthenticatedRequest): Promise<BookingsDto> {
    const now = this.clock.now();
    const bookings = (await this.myBookings.execute(request.user)).map((overview) => toBookingDto(overview, now));
    return { bookings, late_cancellations_in_a_row: await this.standings.lateCancellationsInARow(request.user.coupleId) };
  }

  private async reserve(request: AuthenticatedRequest, dinnerId: string, specialRequests: string | null): Promise<BookingResultDto> {
    const booking: BookingWithDinner = await this.reserveSpot.execute(request.user, dinnerId, specialRequests);
    const now = this.clock.now();
    const message = booking.status === 'confirmed' ? 'Booking Confirmed' : 'Spot reserved: complete payment within 15 minutes to confirm it.';
    return {
      message,
      booking: toBookingDto({ booking, revealed: isRevealed(booking.dinner.eventDate, now), reveal: null, matched: false, runningLate: null }, now),
    };
  }
}
