import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'] })
  db: 'up' | 'down';
  @ApiProperty({ example: '0.1.0' })
  version: string;
  @ApiPropertyOptional()
  statusCode?: number;
  @ApiPropertyOptional()
  message?: string;
  @ApiPropertyOptional()
  error?: string;
}
