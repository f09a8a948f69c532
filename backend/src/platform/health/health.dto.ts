import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'] })
  db: 'up' | 'down';
  @ApiProperty({ example: '0.1.0' })
  version: string;
  statusCode?: number;
  message?: string;
  error?: string;
}
