import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { ReasonField } from '../../../../platform/http/reason-field';

export class SupportCancelBookingDto {
  @ApiProperty({
    enum: ['keep', 'refund'],
    description: "The logistics fee: 'keep' as for a cancellation by the couple, 'refund' to give it back through the payment provider.",
  })
  @IsIn(['keep', 'refund'], { message: "fee must be 'keep' or 'refund'" })
  fee: 'keep' | 'refund';
  @ReasonField() reason: string;
}

export class SupportCancellationDto {
  @ApiProperty({ format: 'uuid' }) booking_id: string;
  @ApiProperty({ description: "The fee kept, in the currency's minor units (0 when refunded or unpaid).", example: 1500 }) fee_kept_cents: number;
  @ApiProperty({ example: 'EUR', description: "ISO 4217 code of the dinner's currency." }) currency: string;
  @ApiProperty({ description: 'Whether the paid fee is being refunded.' }) fee_refunded: boolean;
}

export class SupportMoveBookingDto {
  @ApiProperty({ format: 'uuid', description: 'Another dinner of the same city, open for bookings, with a free spot.' })
  @IsUUID('all', { message: 'dinner_id must be a dinner id' })
  dinner_id: string;
  @ReasonField() reason: string;
}

export class SupportBookingMoveDto {
  @ApiProperty({ format: 'uuid' }) booking_id: string;
  @ApiProperty({ format: 'uuid' }) from_dinner_id: string;
  @ApiProperty({ format: 'uuid' }) to_dinner_id: string;
}

export class SupportMoveTargetDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  city: string;
  @ApiProperty({ format: 'date-time' }) event_date: string;
  @ApiProperty({ description: "The dinner city's IANA time zone." }) time_zone: string;
  @ApiProperty({ description: 'Couples holding or having paid a spot.' }) booked_couples: number;
  capacity: number;
}

export class SupportMoveTargetsDto {
  @ApiProperty({ type: [SupportMoveTargetDto], description: 'Soonest first.' }) dinners: SupportMoveTargetDto[];
}
