import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DatabaseHealth } from '../database/database-health';
import { RETRY_AFTER_SECONDS } from '../http/database-error-status';
import { HealthDto } from './health.dto';
import { APP_VERSION } from './app-version';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly database: DatabaseHealth) {}

  @Get()
  @ApiOperation({
    summary: 'Health',
    description:
      'Liveness and database reachability, for load balancers and monitoring. Answers 503 with the same shape (`db: down`) and `Retry-After` when the database is unreachable.',
  })
  @ApiOkResponse({ type: HealthDto, description: 'The service and its database are up.' })
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable.', type: HealthDto })
  async getHealth(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    if (await this.database.isUp()) return { status: 'ok', db: 'up', version: APP_VERSION };
    res.status(HttpStatus.SERVICE_UNAVAILABLE).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    return { statusCode: 503, message: 'The database is unreachable.', error: 'Service Unavailable', status: 'error', db: 'down', version: APP_VERSION };
  }
}

/** Readiness, beside liveness: whether this instance should be sent traffic (docs: operators). */
@ApiTags('health')
@Controller('ready')
export class ReadinessController {
  constructor(private readonly database: DatabaseHealth) {}

  @Get()
  @ApiOperation({
    summary: 'Readiness',
    description:
      "Whether this instance can serve requests: the database answers and every migration of this build has run. A load balancer and an orchestrator's readiness probe use this; `/api/health` stays the liveness probe. Answers 503 with the same shape while not ready.",
  })
  @ApiOkResponse({ type: HealthDto, description: 'Ready: the database is up and migrated.' })
  @ApiServiceUnavailableResponse({ description: 'Not ready: the database is unreachable or a migration is pending.', type: HealthDto })
  async getReadiness(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    if (await this.database.isMigrated()) return { status: 'ok', db: 'up', version: APP_VERSION };
    res.status(HttpStatus.SERVICE_UNAVAILABLE);
    const up = await this.database.isUp();
    const message = up ? 'A database migration is pending.' : 'The database is unreachable.';
    return { statusCode: 503, message, error: 'Service Unavailable', status: 'error', db: up ? 'up' : 'down', version: APP_VERSION };
  }
}
