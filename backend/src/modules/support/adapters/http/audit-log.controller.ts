import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../identity';
import { AdminAuditLog } from '../../../../platform/audit/admin-audit-log';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { AuditLogPageDto, AuditLogQueryDto } from './customer-lookup.dto';

@ApiTags('support')
@Controller('admin')
export class AuditLogController {
  constructor(private readonly audit: AdminAuditLog) {}

  @Get('audit-log')
  @AdminOnly()
  @ApiOperation({ summary: 'Audit log', description: 'The audit trail of support lookups, user deletions and purges, newest first, one page at a time.' })
  @ApiOkResponse({ type: AuditLogPageDto, description: 'One page of audit entries, newest first.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async auditLog(@Query() query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 50;
    const { entries, total } = await this.audit.page((page - 1) * pageSize, pageSize);
    return {
      entries: entries.map((entry) => ({ id: entry.id, admin_id: entry.adminId, action: entry.action, query: entry.query, subject_user_ids: entry.subjectUserIds, detail: entry.detail, at: entry.at })),
      total,
      page,
      page_size: pageSize,
    };
  }
}
