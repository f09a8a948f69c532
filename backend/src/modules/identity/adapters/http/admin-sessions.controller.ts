import { Controller, Delete, Get, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { AdminSessions } from '../../application/admin-sessions';
import type { SessionView } from '../../application/user-sessions';
import { hashSessionId } from '../session/postgres-session-store';
import { AdminSessionDto, AdminSessionsDto, SuccessMessageDto } from './admin-accounts.dto';
import { AdminPermission } from './admin-permission.decorator';
import type { AuthenticatedRequest } from './guards';
import { SessionIdParam } from './session-id-param';

export const toSessionDtos = (sessions: SessionView[], currentId: string | null): AdminSessionDto[] =>
  sessions.map((session) => ({
    id: session.id,
    user_agent: session.userAgent,
    ip: session.ip,
    created_at: session.createdAt,
    last_seen_at: session.lastSeenAt,
    current: session.id === currentId,
  }));

/** An admin's own sessions: where they are signed in, and ending any of them. */
@ApiTags('admin')
@AdminPermission('account:sessions')
@Controller('admin/sessions')
export class AdminSessionsController {
  constructor(private readonly sessions: AdminSessions) {}

  @Get()
  @ApiOperation({
    summary: 'My sessions',
    description: 'Where the admin is signed in: browser, address, when it started and was last used; the current one marked.',
  })
  @ApiOkResponse({ type: AdminSessionsDto, description: "The admin's own sessions." })
  async listMySessions(@Req() request: AuthenticatedRequest): Promise<AdminSessionsDto> {
    return { sessions: toSessionDtos(await this.sessions.listOf(request.user.id), hashSessionId(request.sessionID)) };
  }

  @Delete(':sessionId')
  @ApiOperation({
    summary: 'End a session',
    description: "Signs that browser out. An admin ends their own sessions; an owner anyone's (audited). Another admin's session is 404 to others.",
  })
  @ApiOkResponse({ type: SuccessMessageDto, description: 'The session is ended.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A malformed session id.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such session (IDENTITY.NO_SUCH_SESSION).' })
  async endSession(@Req() request: AuthenticatedRequest, @SessionIdParam('sessionId') sessionId: string): Promise<SuccessMessageDto> {
    await this.sessions.end(request.user, sessionId);
    return { success: true, message: 'Session ended' };
  }
}
