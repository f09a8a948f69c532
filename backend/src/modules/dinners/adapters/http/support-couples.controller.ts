import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { ReinstateCouple } from '../../application/bookings/reinstate-couple';
import { SupportReasonDto } from '../../../../platform/http/reason-field';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';

/** Customer support's action on a couple's standing. Admins only; audit-logged with its reason. */
@ApiTags('support')
@AdminPermission('support:accounts')
@Controller('admin/support/couples')
export class SupportCouplesController {
  constructor(private readonly reinstate: ReinstateCouple) {}

  @Post(':id/reinstate')
  @Idempotent()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Reinstate a terminated couple',
    description: 'Ends the termination two late cancellations caused: both members may book again, with a clean run. Written to the audit log with the reason.',
  })
  @ApiNoContentResponse({ description: 'The couple may book again.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No reason, or a reason on several lines.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown couple.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The service is not terminated (DINNERS.NOT_TERMINATED).' })
  async reinstateCouple(@Req() request: AuthenticatedRequest, @UuidParam('id') id: string, @Body() body: SupportReasonDto): Promise<void> {
    await this.reinstate.execute(request.user.id, id, body.reason);
  }
}
