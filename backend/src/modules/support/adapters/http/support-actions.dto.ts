import { ApiProperty } from '@nestjs/swagger';

export class SupportMailDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Your surprise dinner is booked' }) subject: string;
  @ApiProperty({ enum: ['pending', 'sent', 'failed'] }) status: string;
  @ApiProperty({ format: 'date-time' }) created_at: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sent_at: Date | null;
}
