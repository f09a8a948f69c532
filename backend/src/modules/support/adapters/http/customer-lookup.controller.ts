import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminGuard } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { LookUpCustomers } from '../../application/look-up-customers';
import { CustomerLookupQueryDto, CustomerLookupResponseDto } from './customer-lookup.dto';

@ApiTags('support')
@Controller('payments/admin')
export class CustomerLookupController {
  constructor(private readonly lookUp: LookUpCustomers) {}

  @Get('user-lookup')
  @UseGuards(AdminGuard)
  @ApiCookieAuth()
  @ApiOperation({
    summary:
      'Customer support: people by user id, or part of their email, first or last name (case and accents ignored, at most 20), with couple, subscription, payments (cents) and bookings. Audit-logged. Admins only.',
  })
  @ApiOkResponse({ type: CustomerLookupResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Blank query.' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not an admin.' })
  async userLookup(@Req() request: AuthenticatedRequest, @Query() query: CustomerLookupQueryDto): Promise<CustomerLookupResponseDto> {
    return { results: await this.lookUp.execute(request.user.id, query.query) };
  }
}
