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
      "Liveness, for an orchestrator's liveness probe and the image's HEALTHCHECK: answers 200 while the process serves requests, with the database's reachability in `db` (`up` or `down`) for monitoring. It does not fail when the database is down, so that a database outage does not restart every instance; `/api/ready` is the probe that does.",
  })
  @ApiOkResponse({ type: HealthDto, description: 'The process is alive; `db` says whether its database answers.' })
  async getHealth(): Promise<HealthDto> {
    return { status: 'ok', db: (await this.database.isUp()) ? 'up' : 'down', version: APP_VERSION };
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
    res.status(HttpStatus.SERVICE_UNAVAILABLE).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    const up = await this.database.isUp();
    const message = up ? 'A database migration is pending.' : 'The database is unreachable.';
    return { statusCode: 503, message, error: 'Service Unavailable', status: 'error', db: up ? 'up' : 'down', version: APP_VERSION };
  }
}
