import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { SignedIn } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { SeeYouAgainMarks } from '../../application/table-social/see-you-again-marks';
import { MutualMatch, SeeYouAgainMatches } from '../../application/table-social/see-you-again-matches';
import {
  ContactSharingDto,
  MarkSeeYouAgainDto,
  MarkSeeYouAgainResultDto,
  MutualMatchDto,
  MutualMatchesDto,
  SeatTogetherDto,
  SeeYouAgainDinnerDto,
  UnmarkSeeYouAgainResultDto,
} from './see-you-again.dto';

function toMatchDto(match: MutualMatch): MutualMatchDto {
  return {
    couple_id: match.couple.coupleId,
    coupleNames: match.couple.coupleNames,
    first_names: match.couple.firstNames,
    since: match.since.toISOString(),
    share_email: match.myGrant.shareEmail,
    share_phone: match.myGrant.sharePhone,
    their_contacts: match.theirContacts.map((contact) => ({
      user_id: contact.userId,
      first_name: contact.firstName,
      email: contact.email,
      phone_number: contact.phoneNumber,
    })),
    seat_together: match.seatTogether,
    they_asked_too: match.theyAskedToo,
  };
}

/** "See you again": marks after a dinner, and the mutual matches with each member's sharing choices. */
@ApiTags('see-you-again')
@Controller('user')
export class SeeYouAgainController {
  constructor(
    private readonly marks: SeeYouAgainMarks,
    private readonly matches: SeeYouAgainMatches,
  ) {}

  @Get('dinner/:dinnerId/see-you-again')
  @SignedIn()
  @ApiOperation({
    summary: 'The couples of a past dinner to meet again',
    description:
      'The other couples of your table at this dinner, whether your couple marked them, and whether the mark is mutual. Open once the dinner has taken place.',
  })
  @ApiOkResponse({ type: SeeYouAgainDinnerDto, description: 'Your tablemates at this dinner, with your marks and which are mutual.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a dinner id.' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Your couple has no booking for this dinner (DINNERS.NOT_BOOKED).' })
  async getSeeYouAgainMarks(@Req() request: AuthenticatedRequest, @UuidParam('dinnerId') dinnerId: string): Promise<SeeYouAgainDinnerDto> {
    const view = await this.marks.forDinner(request.user, dinnerId);
    return {
      open: view.open,
      tablemates: view.tablemates.map((t) => ({
        user_id: t.couple.userId,
        coupleNames: t.couple.coupleNames,
        first_names: t.couple.firstNames,
        marked: t.marked,
        mutual: t.mutual,
      })),
    };
  }

  @Post('dinner/:dinnerId/see-you-again')
  @SignedIn()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Mark a couple to meet again',
    description:
      'Marks a couple of your table at this past dinner. Private: the other couple learns of it only if they marked you too, and then both couples are told.',
  })
  @ApiCreatedResponse({ type: MarkSeeYouAgainResultDto, description: 'Marked; `mutual` says whether the other couple had marked you too.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a couple of your table (DINNERS.NOT_A_TABLEMATE), or not a user id.' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Your couple has no booking for this dinner (DINNERS.NOT_BOOKED).' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Already marked (DINNERS.ALREADY_MARKED), or the dinner has not taken place (DINNERS.SEE_YOU_AGAIN_NOT_OPEN).',
  })
  async markSeeYouAgain(
    @Req() request: AuthenticatedRequest,
    @UuidParam('dinnerId') dinnerId: string,
    @Body() body: MarkSeeYouAgainDto,
  ): Promise<MarkSeeYouAgainResultDto> {
    const { mutual } = await this.marks.mark(request.user, dinnerId, body.user_id);
    return { message: 'Marked', mutual };
  }

  @Delete('dinner/:dinnerId/see-you-again/:userId')
  @SignedIn()
  @ApiOperation({
    summary: 'Take back a mark to meet again',
    description:
      'Takes back the mark your couple gave this couple of your table at this dinner, while it is one-sided (they never learnt of it). A mutual mark cannot be taken back.',
  })
  @ApiOkResponse({ type: UnmarkSeeYouAgainResultDto, description: 'The mark is taken back.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a couple of your table (DINNERS.NOT_A_TABLEMATE), or not an id.' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Your couple has no booking for this dinner (DINNERS.NOT_BOOKED).' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Your couple has not marked them at this dinner (DINNERS.NOT_MARKED).' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'They marked you too (DINNERS.MARK_MUTUAL), or the dinner has not taken place (DINNERS.SEE_YOU_AGAIN_NOT_OPEN).',
  })
  async unmarkSeeYouAgain(
    @Req() request: AuthenticatedRequest,
    @UuidParam('dinnerId') dinnerId: string,
    @UuidParam('userId') userId: string,
  ): Promise<UnmarkSeeYouAgainResultDto> {
    await this.marks.unmark(request.user, dinnerId, userId);
    return { message: 'Mark taken back' };
  }

  @Get('see-you-again')
  @SignedIn()
  @ApiOperation({
    summary: 'Mutual "see you again" matches',
    description:
      'The couples your couple marked and that marked your couple (at any dinners), with what you share with them and what each of their members shares with you.',
  })
  @ApiOkResponse({ type: MutualMatchesDto, description: 'Your mutual matches, with your sharing choices and what each other member shared with you.' })
  async listSeeYouAgainMatches(@Req() request: AuthenticatedRequest): Promise<MutualMatchesDto> {
    return { matches: (await this.matches.list(request.user)).map(toMatchDto) };
  }

  @Put('see-you-again/:coupleId/sharing')
  @SignedIn()
  @ApiOperation({
    summary: 'Share or withdraw your contact details',
    description:
      'Your own choice (your partner chooses theirs): whether this mutual couple sees your email address and your phone number. false withdraws. Every change is recorded in the audit log.',
  })
  @ApiOkResponse({ type: MutualMatchDto, description: 'The match with your sharing choices as saved.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No mutual match with this couple (DINNERS.NO_MUTUAL_MATCH).' })
  async shareContactDetails(
    @Req() request: AuthenticatedRequest,
    @UuidParam('coupleId') coupleId: string,
    @Body() body: ContactSharingDto,
  ): Promise<MutualMatchDto> {
    return toMatchDto(await this.matches.share(request.user, coupleId, { shareEmail: body.share_email, sharePhone: body.share_phone }));
  }

  @Put('see-you-again/:coupleId/seat-together')
  @SignedIn()
  @ApiOperation({
    summary: 'Ask to be seated together again',
    description: 'When both couples asked and both book the same dinner, the matching seats them together when it can (a preference, never a promise).',
  })
  @ApiOkResponse({ type: MutualMatchDto, description: 'The match with your seating wish as saved.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No mutual match with this couple (DINNERS.NO_MUTUAL_MATCH).' })
  async askToBeSeatedTogether(
    @Req() request: AuthenticatedRequest,
    @UuidParam('coupleId') coupleId: string,
    @Body() body: SeatTogetherDto,
  ): Promise<MutualMatchDto> {
    return toMatchDto(await this.matches.seatTogether(request.user, coupleId, body.seat_together));
  }
}
