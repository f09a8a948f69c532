import { Body, Controller, ForbiddenException, HttpCode, Post, Req } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { Request } from 'express';
import { IsInt, Max, Min } from 'class-validator';
import { isLoopbackAddress } from '../http/loopback';
import { Clock, ShiftableClock } from './clock';

export class DevClockAdvanceDto {
  @ApiProperty({ description: 'Minutes to move the service clock forward.', minimum: 1, maximum: 525_600 })
  @IsInt()
  @Min(1)
  @Max(525_600)
  minutes: number;
}

export class DevClockDto {
  @ApiProperty({ format: 'date-time' }) now: string;
}

/**
 * Development only (DEV_CLOCK=shiftable, never in production, and so never in the API
 * document): a loopback client moves the service clock forward, as the backend tests move
 * their settable clock; the scheduled jobs then see the new time on their next run.
 */
@Controller('dev/clock')
export class DevClockController {
  constructor(
    private readonly clock: ShiftableClock,
    private readonly now: Clock,
  ) {}

  @Post()
  @HttpCode(200)
  advance(@Req() request: Request, @Body() body: DevClockAdvanceDto): DevClockDto {
    if (!isLoopbackAddress(request.ip)) throw new ForbiddenException('The dev clock is moved from this machine only.');
    this.clock.advance(body.minutes * 60_000);
    return { now: this.now.now().toISOString() };
  }
}
