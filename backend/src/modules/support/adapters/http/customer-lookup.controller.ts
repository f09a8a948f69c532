import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { LookUpCustomers } from '../../application/look-up-customers';
import { CustomerLookupQueryDto, CustomerLookupResponseDto } from './customer-lookup.dto';

@ApiTags('support')
@Controller('payments/admin')
export class CustomerLookupController {
  constructor(private readonly lookUp: LookUpCustomers) {}

  @AdminPermission('people:read')
  @Get('user-lookup')
  @ApiOperation({
    summary: 'Customer lookup',
    description:
      'Customer support: finds people by user id, or part of their email, first or last name (case and accents ignored, at most 20 results), with their couple, subscription, payments (in cents) and bookings. Every lookup is written to the audit log.',
  })
  @ApiOkResponse({ type: CustomerLookupResponseDto, description: 'The people found (at most 20), with their couple, payments and bookings.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Blank query.' })
  async userLookup(@Req() request: AuthenticatedRequest, @Query() query: CustomerLookupQueryDto): Promise<CustomerLookupResponseDto> {
    return { results: await this.lookUp.execute(request.user.id, query.query) };
  }
}
