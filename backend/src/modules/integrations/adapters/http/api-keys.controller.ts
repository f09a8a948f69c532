import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedRequest, AdminPermission } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { ApiKeyAdministration } from '../../application/api-key-administration';
import { ApiKey, keyState } from '../../domain/api-key';
import { ApiKeyDto, ApiKeysDto, CreateApiKeyDto, CreatedApiKeyDto } from './api-key.dto';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toApiKeyDto(key: ApiKey, now: Date): ApiKeyDto {
  return {
    id: key.id,
    name: key.name,
    hint: key.hint,
    scopes: key.scopes,
    cities: key.cities,
    rate_limit_per_minute: key.rateLimitPerMinute,
    state: keyState(key, now),
    expires_at: iso(key.expiresAt),
    revoked_at: iso(key.revokedAt),
    last_used_at: iso(key.lastUsedAt),
    last_used_address: key.lastUsedAddress,
    created_at: key.createdAt.toISOString(),
  };
}

/** The console's API keys: create (the secret shown once), list, revoke. Admins only: a key never manages keys. */
@ApiTags('integrations')
@AdminPermission('configuration')
@Controller('admin/api-keys')
export class ApiKeysController {
  constructor(
    private readonly keys: ApiKeyAdministration,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List API keys',
    description: 'Every API key, newest first: name, the first characters of its secret, scopes, cities, state, expiry and last use. Never the secret.',
  })
  @ApiOkResponse({ type: ApiKeysDto, description: 'The keys.' })
  async listApiKeys(): Promise<ApiKeysDto> {
    const now = this.clock.now();
    return { keys: (await this.keys.list()).map((key) => toApiKeyDto(key, now)) };
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Create an API key',
    description:
      'Creates a key for an integration with its scopes, optional cities and expiry. The answer holds the secret (`tm_…`) this once; only its SHA-256 hash is kept.',
  })
  @ApiCreatedResponse({ type: CreatedApiKeyDto, description: 'The key, with its secret shown once.' })
  async createApiKey(@Req() request: AuthenticatedRequest, @Body() body: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    const { key, secret } = await this.keys.create(request.user, {
      name: body.name,
      scopes: body.scopes,
      cities: body.cities ?? null,
      expiresAt: body.expires_at ? new Date(body.expires_at) : null,
      rateLimitPerMinute: body.rate_limit_per_minute ?? null,
    });
    return { ...toApiKeyDto(key, this.clock.now()), secret };
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Revoke an API key',
    description: 'The key stops working at once, for good (401 on its next call). Revoking a revoked key changes nothing.',
  })
  @ApiOkResponse({ type: ApiKeyDto, description: 'The revoked key.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No key with this id (INTEGRATIONS.KEY_NOT_FOUND).' })
  async revokeApiKey(@UuidParam('id') id: string): Promise<ApiKeyDto> {
    return toApiKeyDto(await this.keys.revoke(id), this.clock.now());
  }
}
