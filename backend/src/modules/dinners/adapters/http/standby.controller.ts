import { Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { StandbyList, StandbyPlace } from '../../application/table-social/standby-list';

export class StandbyPlaceDto {
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['waiting', 'offered'],
    description: 'waiting: on the list; offered: a freed spot is held for the couple (pay it on the booking page); null: not on the list.',
  })
  status: string | null;
  @ApiProperty({ type: Number, nullable: true, description: '1 for the next couple to get a freed spot; null when not waiting.' })
  position: number | null;
}

const present = (place: StandbyPlace): StandbyPlaceDto => ({ status: place.status, position: place.position });

/** A full dinner's standby list, from the couple's side. Joining is free: nobody pays for standby. */
@ApiTags('dinners')
@SignedIn()
@Controller('user/dinners/:dinnerId/standby')
export class StandbyController {
  constructor(private readonly standby: StandbyList) {}

  @Get()
  @ApiOperation({
    summary: "The couple's place on a dinner's standby list",
    description:
      "Whether your couple waits on this dinner's standby list, its place in the queue, and a spot offered to it (the hold to pay before it lapses).",
  })
  @ApiOkResponse({ type: StandbyPlaceDto, description: "The couple's place on the standby list as it stands now." })
  async getStandbyPlace(@Req() request: AuthenticatedRequest, @UuidParam('dinnerId') dinnerId: string): Promise<StandbyPlaceDto> {
    return present(await this.standby.place(request.user, dinnerId));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: "Join a full dinner's standby list",
    description:
      'When a spot frees (a cancellation, a hold that lapsed), the first couple waiting gets the usual 15-minute hold and a mail, then the next one if it lapses. Free; the list closes at the booking deadline (couples still waiting are told). Joining twice is joining once.',
  })
  @ApiOkResponse({ type: StandbyPlaceDto, description: "The couple's place on the standby list as it stands now." })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: "No couple, email not verified, service terminated, or a dinner outside the couple's city." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such dinner.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Spots still free (DINNERS.NOT_FULL), already booked, deadline passed or not accepting bookings.',
  })
  async joinStandby(@Req() request: AuthenticatedRequest, @UuidParam('dinnerId') dinnerId: string): Promise<StandbyPlaceDto> {
    return present(await this.standby.join(request.user, dinnerId));
  }

  @Delete()
  @ApiOperation({
    summary: "Leave a dinner's standby list",
    description: 'Leaving twice is leaving once. A spot already held for the couple stays a hold until paid or lapsed.',
  })
  @ApiOkResponse({ type: StandbyPlaceDto, description: "The couple's place on the standby list as it stands now." })
  async leaveStandby(@Req() request: AuthenticatedRequest, @UuidParam('dinnerId') dinnerId: string): Promise<StandbyPlaceDto> {
    return present(await this.standby.leave(request.user, dinnerId));
  }
}
