import { Controller, Get, NotFoundException, Req, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { SignedInGuard } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { CoupleProfiles } from '../../application/couple-profiles';
import { CoupleProfileDto } from './couple-profile.dto';

@ApiTags('profile')
@Controller('user')
export class CoupleProfileController {
  constructor(private readonly profiles: CoupleProfiles) {}

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
}
