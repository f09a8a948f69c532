import { Body, Controller, Get, NotFoundException, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { SignedInGuard } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { CoupleProfiles } from '../../application/couple-profiles';
import { UpdateCoupleProfile } from '../../application/update-couple-profile';
import { coupleProfileOf, CoupleProfileFormDto } from './couple-profile-form';
import { CoupleProfileDto } from './couple-profile.dto';

@ApiTags('profile')
@Controller('user')
export class CoupleProfileController {
  constructor(
    private readonly profiles: CoupleProfiles,
    private readonly updateProfile: UpdateCoupleProfile,
  ) {}

  @Get('profile')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "The signed-in member's couple profile. Session; couple members." })
  @ApiOkResponse({ type: CoupleProfileDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no couple (e.g. an admin).' })
  async getUserProfile(@Req() request: AuthenticatedRequest): Promise<CoupleProfileDto> {
    const couple = request.user.coupleId ? await this.profiles.findCouple(request.user.coupleId) : null;
    if (!couple) throw new NotFoundException('No couple profile found for this account.');
    return CoupleProfileDto.from(couple);
  }

  @Put('profile')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Replaces the couple's shared profile with the wizard's fields, names and rules. Session; couple members." })
  @ApiOkResponse({ type: CoupleProfileDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Fields named in `fields`, with the wizard\'s messages.' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no couple (e.g. an admin).' })
  async updateUserProfile(@Req() request: AuthenticatedRequest, @Body() form: CoupleProfileFormDto): Promise<CoupleProfileDto> {
    return CoupleProfileDto.from(await this.updateProfile.execute(request.user.coupleId, coupleProfileOf(form)));
  }
}
