import { Body, Controller, Get, NotFoundException, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { SignedIn } from '../../../identity';
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
  @SignedIn()
  @ApiOperation({ summary: 'The couple profile', description: "The signed-in member's couple profile (the wizard's answers)." })
  @ApiOkResponse({ type: CoupleProfileDto, description: 'The couple profile.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no couple (e.g. an admin).' })
  async getUserProfile(@Req() request: AuthenticatedRequest): Promise<CoupleProfileDto> {
    const couple = request.user.coupleId ? await this.profiles.findCouple(request.user.coupleId) : null;
    if (!couple) throw new NotFoundException('No couple profile found for this account.');
    return CoupleProfileDto.from(couple);
  }

  @Put('profile')
  @SignedIn()
  @ApiOperation({
    summary: 'Update the couple profile',
    description:
      "Replaces the couple's shared profile with the wizard's fields, names and rules. Invalid fields are named in `fields` with the wizard's messages.",
  })
  @ApiOkResponse({ type: CoupleProfileDto, description: 'The updated couple profile.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: "Fields named in `fields`, with the wizard's messages." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no couple (e.g. an admin).' })
  async updateUserProfile(@Req() request: AuthenticatedRequest, @Body() form: CoupleProfileFormDto): Promise<CoupleProfileDto> {
    return CoupleProfileDto.from(await this.updateProfile.execute(request.user.coupleId, coupleProfileOf(form)));
  }
}
