import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { CursorPageQueryDto } from '../../../../platform/http/cursor-page';
import { trim } from '../../../../platform/http/trim';
import type { DeliveryStatus, EndpointStatus } from '../../domain/webhook-endpoint';
import { SUBSCRIBABLE_EVENT_TYPES, WEBHOOK_EVENT_TYPES } from '../../domain/webhook-events';
import type { WebhookEventType } from '../../domain/webhook-events';

const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const;
const ENDPOINT_STATUSES = ['enabled', 'disabled', 'gone'] as const;

export class CreateWebhookEndpointDto {
  @ApiProperty({
    example: 'https://hooks.harbourgroup.example/tablemates',
    description: 'http(s); in production a public address. Redirects are not followed.',
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter the URL.' })
  @MaxLength(2000)
  url: string;

  @ApiPropertyOptional({ example: 'Harbour Group reservations', description: 'For the admins.' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  description?: string;

  @ApiPropertyOptional({ enum: SUBSCRIBABLE_EVENT_TYPES, isArray: true, description: 'The event types wanted; omitted or empty: every type.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SUBSCRIBABLE_EVENT_TYPES.length)
  @IsIn(SUBSCRIBABLE_EVENT_TYPES, { each: true, message: 'Unknown event type.' })
  event_types?: WebhookEventType[];
}

export class UpdateWebhookEndpointDto {
  @ApiPropertyOptional({ example: 'https://hooks.harbourgroup.example/tablemates' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter the URL.' })
  @MaxLength(2000)
  url?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  description?: string;

  @ApiPropertyOptional({ enum: SUBSCRIBABLE_EVENT_TYPES, isArray: true, description: 'Empty: every type.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SUBSCRIBABLE_EVENT_TYPES.length)
  @IsIn(SUBSCRIBABLE_EVENT_TYPES, { each: true, message: 'Unknown event type.' })
  event_types?: WebhookEventType[];

  @ApiPropertyOptional({
    enum: ['enabled', 'disabled'],
    description: 'Enabling again starts afresh; disabling cancels the pending deliveries. A gone endpoint (410) stays gone.',
  })
  @IsOptional()
  @IsIn(['enabled', 'disabled'], { message: 'Status must be enabled or disabled.' })
  status?: 'enabled' | 'disabled';
}

export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  url: string;
  description: string;
  @ApiProperty({ enum: SUBSCRIBABLE_EVENT_TYPES, isArray: true }) event_types: WebhookEventType[];
  @ApiProperty({ example: 'whsec_…', description: 'The signing secret of the Tablemates-Signature header.' }) secret: string;
  @ApiProperty({ enum: ENDPOINT_STATUSES, description: 'disabled: by an admin, or after 72 hours of failures; gone: it answered 410, stopped for good.' })
  status: EndpointStatus;
  @ApiProperty({ type: String, nullable: true }) disabled_reason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The first failure since the last success.' }) failing_since: string | null;
  consecutive_failures: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'The API key that registered it, which alone manages it (besides the admins) and whose cities bound the events it receives; null: an admin registered it.',
  })
  registered_by_key_id: string | null;
}

export class WebhookEndpointsDto {
  @ApiProperty({ type: [WebhookEndpointDto], description: 'Newest first.' }) endpoints: WebhookEndpointDto[];
}

export class TestEventSentDto {
  @ApiProperty({ format: 'uuid', description: 'The id of the `webhook.test` event, as the endpoint receives it.' }) event_id: string;
}

export class WebhookDeliveriesQueryDto extends CursorPageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "Only this endpoint's deliveries." })
  @IsOptional()
  @IsUUID('all', { message: 'endpoint_id must be a UUID.' })
  endpoint_id?: string;

  @ApiPropertyOptional({ enum: DELIVERY_STATUSES })
  @IsOptional()
  @IsIn(DELIVERY_STATUSES, { message: `Status must be one of ${DELIVERY_STATUSES.join(', ')}.` })
  status?: DeliveryStatus;
}

export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
  @ApiProperty({ format: 'uuid', description: 'The event: the same in every delivery and resend of it.' }) event_id: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) event_type: WebhookEventType;
  @ApiProperty({ enum: DELIVERY_STATUSES, description: 'pending: due at next_attempt_at; failed: given up after 72 hours; cancelled: its endpoint stopped.' })
  status: DeliveryStatus;
  @ApiProperty({ description: 'Attempts in this series (Resend starts a new one).' }) attempts: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_attempt_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it is tried next; null unless pending.' }) next_attempt_at:
    string | null;
  @ApiProperty({ type: Number, nullable: true, description: "The last attempt's HTTP status; null when there was no answer." }) response_status: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'How long the last attempt took, in milliseconds.' }) response_ms: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The first 500 bytes of the answer, or why there was none.' }) response_excerpt: string | null;
  @ApiProperty({ description: 'The JSON body sent: `{id, type, created, data}`.' }) body: string;
}

export class WebhookDeliveriesDto {
  @ApiProperty({ type: [WebhookDeliveryDto], description: 'Newest first.' }) data: WebhookDeliveryDto[];
  @ApiProperty({ description: 'Whether older deliveries follow: ask again with `starting_after` set to the id of the last one.' }) has_more: boolean;
}
