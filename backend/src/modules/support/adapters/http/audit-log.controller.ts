import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import { AuditTrail } from '../../application/audit-trail';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { AuditLogPageDto, AuditLogQueryDto } from './customer-lookup.dto';

@ApiTags('support')
@Controller('admin')
export class AuditLogController {
  constructor(private readonly audit: AuditTrail) {}

  @AdminPermission('audit:read')
  @Get('audit-log')
  @ApiOperation({
    summary: 'Audit log',
    description:
      'The audit trail of support lookups and actions (with their reasons), user deletions and purges, newest first, one page at a time; each entry names who acted: an admin, or (`actor_kind: member`) a member on their own data.',
  })
  @ApiOkResponse({ type: AuditLogPageDto, description: 'One page of audit entries, newest first.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async auditLog(@Query() query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 50;
    const { entries, total } = await this.audit.page((page - 1) * pageSize, pageSize);
    return {
      entries: entries.map((entry) => ({
        id: entry.id,
        admin_id: entry.adminId,
        admin_name: entry.adminName,
        admin_email: entry.adminEmail,
        actor_kind: entry.actorKind,
        action: entry.action,
        query: entry.query,
        subject_user_ids: entry.subjectUserIds,
        detail: entry.detail,
        at: entry.at,
      })),
      total,
      page,
      page_size: pageSize,
    };
  }
}
