import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AdminGuard, SignedInGuard } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { Clock } from '../../../../platform/clock/clock';
import { CancelBooking } from '../../application/cancel-booking';
import { DinnerQueries } from '../../application/dinner-queries';
import { MyBookings } from '../../application/my-bookings';
import { OtherCouples } from '../../application/other-couples';
import { ReserveSpot } from '../../application/reserve-spot';
import { SubmitReview } from '../../application/submit-review';
import { BookingWithDinner } from '../../application/dinner-views';
import { isRevealed } from '../../domain/reveal-policy';
import {
  BookingResultDto,
  BookingsDto,
  CancelBookingResultDto,
  CoupleReviewDto,
  CreateBookingDto,
  OtherCouplesDto,
  ReviewResultDto,
  SelectDinnerSlotDto,
  SubmitReviewDto,
} from './booking.dto';
import { DinnerDto, DinnerEventsDto, DinnerSlotsDto, PublishedDinnerSlotsDto } from './dinner.dto';
import { toBookingDto, toDinnerDto, toPublishedSlotDto, toSlotDto } from './dinner-presenter';

/** The couple-side dinner calls (couple-side spec, section 7), with their paths and field names. */
@ApiTags('dinners')
@ApiCookieAuth()
@ApiExtraModels(CoupleReviewDto)
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session.' })
@Controller()
export class DinnersController {
  constructor(
    private readonly queries: DinnerQueries,
    private readonly reserveSpot: ReserveSpot,
    private readonly cancelBookingUseCase: CancelBooking,
    private readonly myBookings: MyBookings,
    private readonly otherCouples: OtherCouples,
    private readonly submitReview: SubmitReview,
    private readonly clock: Clock,
  ) {}

  @Get('dinners/:dinnerId')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'A dinner event (the booking screen reads city and logistics_fee). Signed in.' })
  @ApiOkResponse({ type: DinnerDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a dinner id.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such dinner.' })
  async getDinner(@Param('dinnerId', ParseUUIDPipe) dinnerId: string): Promise<DinnerDto> {
    return toDinnerDto(await this.queries.get(dinnerId), this.clock.now());
  }

  @Get('user/available-dinner-slots')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: "Bookable dinners in the couple's city. Signed in." })
  @ApiOkResponse({ type: DinnerSlotsDto })
  async getAvailableDinnerSlots(@Req() request: AuthenticatedRequest): Promise<DinnerSlotsDto> {
    const now = this.clock.now();
    return { slots: (await this.queries.availableSlots(request.user)).map((dinner) => toSlotDto(dinner, now)) };
  }

  @Get('user/available-dinner-events')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: "Dinner events of the next 10 days in the profile's city and country. Signed in." })
  @ApiOkResponse({ type: DinnerEventsDto })
  async getAvailableDinnerEvents(@Req() request: AuthenticatedRequest): Promise<DinnerEventsDto> {
    const now = this.clock.now();
    return { events: (await this.queries.availableEvents(request.user)).map((dinner) => toDinnerDto(dinner, now)) };
  }

  @Get('user/my-dinner-bookings')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: "The couple's bookings, latest dinner first; restaurant, table and other couples only once revealed. Signed in." })
  @ApiOkResponse({ type: BookingsDto })
  getMyDinnerBookings(@Req() request: AuthenticatedRequest): Promise<BookingsDto> {
    return this.listBookings(request);
  }

  @Get('user/my-bookings')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Alias of GET /api/user/my-dinner-bookings. Signed in.' })
  @ApiOkResponse({ type: BookingsDto })
  getMyBookings(@Req() request: AuthenticatedRequest): Promise<BookingsDto> {
    return this.listBookings(request);
  }

  @Get('admin/published-dinner-slots')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Every upcoming dinner with its status and notes. Admin session.' })
  @ApiOkResponse({ type: PublishedDinnerSlotsDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not an admin.' })
  async getPublishedDinnerSlots(): Promise<PublishedDinnerSlotsDto> {
    const now = this.clock.now();
    return { slots: (await this.queries.published()).map((dinner) => toPublishedSlotDto(dinner, now)) };
  }

  @Get('user/dinner/:id/other-couples')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: "First names and a few interests of the other couples at the table; empty until 24 hours before. Signed in, booked couples only." })
  @ApiOkResponse({ type: OtherCouplesDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'The couple has no booking for this dinner.' })
  async getOtherCouples(@Req() request: AuthenticatedRequest, @Param('id', ParseUUIDPipe) dinnerId: string): Promise<OtherCouplesDto> {
    const couples = await this.otherCouples.execute(request.user, dinnerId);
    return { otherCouples: couples.map((couple) => ({ user_id: couple.userId, coupleNames: couple.coupleNames, first_names: couple.firstNames, interests: couple.interests })) };
  }

  @Post('user/select-dinner-slot')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Reserves the slot for the couple: a hold for 15 minutes until paid (confirmed at once when free). Signed in, verified email.' })
  @ApiCreatedResponse({ type: BookingResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'No couple, email not verified, or service terminated.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Full (DINNERS.FULL), deadline passed, not accepting bookings, or already booked.' })
  selectDinnerSlot(@Req() request: AuthenticatedRequest, @Body() body: SelectDinnerSlotDto): Promise<BookingResultDto> {
    return this.reserve(request, body.slotId, null);
  }

  @Post('user/bookings')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Reserves a spot on a dinner for the couple: a hold for 15 minutes until paid (confirmed at once when free). Signed in, verified email.' })
  @ApiCreatedResponse({ type: BookingResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'No couple, email not verified, or service terminated.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Full (DINNERS.FULL), deadline passed, not accepting bookings, or already booked.' })
  createBooking(@Req() request: AuthenticatedRequest, @Body() body: CreateBookingDto): Promise<BookingResultDto> {
    return this.reserve(request, body.dinner_id, body.special_requests ?? null);
  }

  @Put('user/bookings/:id/cancel')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Cancels a booking. Within 6 hours of the dinner it is a late cancellation; two in a row terminate the service. Signed in, own couple.' })
  @ApiOkResponse({ type: CancelBookingResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: "Another couple's booking." })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already cancelled, attended, or the dinner has started.' })
  async cancelBooking(@Req() request: AuthenticatedRequest, @Param('id', ParseUUIDPipe) bookingId: string): Promise<CancelBookingResultDto> {
    const result = await this.cancelBookingUseCase.execute(request.user, bookingId);
    return {
      message: result.wasLateCancellation ? 'Booking cancelled (late cancellation penalty applied)' : 'Booking Cancelled',
      booking_id: result.bookingId,
      was_late_cancellation: result.wasLateCancellation,
      service_terminated: result.serviceTerminated,
    };
  }

  @Post('user/submit-enhanced-review')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Reviews an attended or revealed dinner once: ratings 1-5, couple reviews keyed by the other couple user_id. Signed in, own couple.' })
  @ApiCreatedResponse({ type: ReviewResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already reviewed, or not reviewable yet.' })
  @HttpCode(201)
  async submitEnhancedReview(@Req() request: AuthenticatedRequest, @Body() body: SubmitReviewDto): Promise<ReviewResultDto> {
    const saved = await this.submitReview.execute(request.user, body.booking_id, {
      rating: body.rating,
      restaurantRating: body.restaurant_rating,
      reviewText: body.review_text,
      restaurantFeedbackText: body.restaurant_feedback_text,
      coupleReviews: body.coupleReviews ?? {},
    });
    return { message: 'Review submitted', id: saved.id };
  }

  private async listBookings(request: AuthenticatedRequest): Promise<BookingsDto> {
    const now = this.clock.now();
    return { bookings: (await this.myBookings.execute(request.user)).map((overview) => toBookingDto(overview, now)) };
  }

  private async reserve(request: AuthenticatedRequest, dinnerId: string, specialRequests: string | null): Promise<BookingResultDto> {
    const booking: BookingWithDinner = await this.reserveSpot.execute(request.user, dinnerId, specialRequests);
    const now = this.clock.now();
    const message = booking.status === 'confirmed' ? 'Booking Confirmed' : 'Spot reserved: complete payment within 15 minutes to confirm it.';
    return { message, booking: toBookingDto({ booking, revealed: isRevealed(booking.dinner.eventDate, now), reveal: null, matched: false }, now) };
  }
}
