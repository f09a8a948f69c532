import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppConfig } from '../config/app-config';
import { APP_VERSION } from '../health/app-version';
import { ErrorResponseDto } from '../http/error-response.dto';
import { API_TAGS } from './api-tags';
import { API_KEY_SCHEME } from './api-access';
import { documentAccessAndErrors } from './standard-responses';
import { withTypedNullableReferences } from './nullable-references';
import { withValidationLimits } from './validation-limits';
import { WebhookDocs, withWebhooks } from './webhooks-extension';

const HOUR_MS = 60 * 60 * 1000;

const DESCRIPTION = [
  'API of the surprise-dinner service for couples, under `/api`. Swagger UI at `/api/docs`, this document as JSON at `/api/docs-json`.',
  '**Sessions.** `POST /api/auth/login` (members) or `POST /api/admin/login` (admins) sets the session cookie; send it back on every call. Each operation says who may call it (also in `x-access`: `signed-in` or `admin`).',
  '**API keys.** Integrations call the operations that list `x-scopes` with `Authorization: Bearer tm_…` (security scheme `api_key`); the events they can receive as signed webhooks are in `x-webhooks`. See docs/api-for-integrators.md.',
  '**Errors.** Every error answers JSON `{statusCode, message, error}`, plus `code` (a stable `ErrorCode`) on business refusals and `fields` (messages by field) on validation errors. `message` is written for people and may change; branch on `statusCode` and `code`.',
  '**Browsers.** State-changing requests (POST, PUT, PATCH, DELETE) whose Origin or Referer names another site are refused with 403; answers under /api are `Cache-Control: no-store`.',
].join('\n\n');

const API_KEY_RULES =
  "An integration's API key, created by an admin in the console (`tm_…`, shown once): `Authorization: Bearer <key>`. " +
  'Accepted only by the operations that list `x-scopes`, and only with one of those scopes (403 otherwise); a revoked or expired key answers 401. ' +
  'Every other operation refuses a request carrying a key (401). Each key has its own limit of requests per minute (RateLimit-* headers on every answer). ' +
  'In Swagger UI, Authorize with the key alone (without `Bearer`).';

/**
 * What only the app knows of its document, handed in by the composition root
 * (src/api-document.ts) because platform imports no business module: the Swagger CLI
 * plugin's metadata, which names every module's DTOs, and identity's session cookie.
 */
export interface ApiDocumentSources {
  pluginMetadata: Parameters<typeof SwaggerModule.loadPluginMetadata>[0];
  session: { cookieName: string; lifetimeMs: number; idleTimeoutMs: number };
  /** The integrations' webhook events, for `x-webhooks`. */
  webhooks: WebhookDocs;
}

function cookieRules({ cookieName, lifetimeMs, idleTimeoutMs }: ApiDocumentSources['session']): string {
  return (
    `Session cookie \`${cookieName}\`, named \`__Host-${cookieName}\` (Secure, Path=/, no Domain) when the site is served over https. ` +
    `HttpOnly, SameSite=Lax. A session lasts at most ${lifetimeMs / (24 * HOUR_MS)} days from sign-in and ends after ${idleTimeoutMs / HOUR_MS} hours without a request; ` +
    'signing in issues a new session id, signing out or resetting the password ends it. ' +
    'Unsafe methods (POST, PUT, PATCH, DELETE) are refused with 403 when their Origin (or Referer) header names a site other than the app or an allowed CORS origin; ' +
    'requests without either header (server-to-server) pass.'
  );
}

export function createOpenApiDocument(app: INestApplication, config: AppConfig, sources: ApiDocumentSources): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle(`${config.get('appName')} API`)
    .setDescription(DESCRIPTION)
    .setVersion(APP_VERSION)
    .addServer('/', 'This server')
    .addCookieAuth(sources.session.cookieName, { type: 'apiKey', in: 'cookie', name: sources.session.cookieName, description: cookieRules(sources.session) })
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: API_KEY_RULES }, API_KEY_SCHEME);
  if (config.hasPublicUrl) builder.addServer(config.get('publicUrl'), 'The public address of this deployment (PUBLIC_URL)');
  for (const [name, description] of Object.entries(API_TAGS)) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
    extraModels: [ErrorResponseDto],
  });
  documentAccessAndErrors(document);
  // The plugin leaves out limits it cannot read statically (patterns held in constants, some lengths).
  return withWebhooks(withTypedNullableReferences(withValidationLimits(document)), sources.webhooks);
}

/** Swagger UI at /api/docs and the JSON at /api/docs-json, with what the Swagger CLI plugin inferred from the sources. */
export async function setUpSwagger(app: INestApplication, config: AppConfig, sources: ApiDocumentSources): Promise<void> {
  await SwaggerModule.loadPluginMetadata(sources.pluginMetadata);
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app, config, sources), { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false });
}
