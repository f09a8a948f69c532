import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppConfig } from '../config/app-config';
import { APP_VERSION } from '../health/app-version';
import { ErrorResponseDto } from '../http/error-response.dto';
import { SESSION_COOKIE_NAME, SESSION_IDLE_TIMEOUT_MS, SESSION_LIFETIME_MS } from '../../modules/identity/adapters/session/session-data';
import { API_TAGS } from './api-tags';
import pluginMetadata from './plugin-metadata.generated';
import { documentAccessAndErrors } from './standard-responses';
import { withTypedNullableReferences } from './nullable-references';
import { withValidationLimits } from './validation-limits';

const HOUR_MS = 60 * 60 * 1000;

const DESCRIPTION = [
  'API of the surprise-dinner service for couples, under `/api`. Swagger UI at `/api/docs`, this document as JSON at `/api/docs-json`.',
  '**Sessions.** `POST /api/auth/login` (members) or `POST /api/admin/login` (admins) sets the session cookie; send it back on every call. Each operation says who may call it (also in `x-access`: `signed-in` or `admin`).',
  '**Errors.** Every error answers JSON `{statusCode, message, error}`, plus `code` (a stable `ErrorCode`) on business refusals and `fields` (messages by field) on validation errors. `message` is written for people and may change; branch on `statusCode` and `code`.',
  '**Browsers.** State-changing requests (POST, PUT, PATCH, DELETE) whose Origin or Referer names another site are refused with 403; answers under /api are `Cache-Control: no-store`.',
].join('\n\n');

const COOKIE_RULES =
  `Session cookie \`${SESSION_COOKIE_NAME}\`, named \`__Host-${SESSION_COOKIE_NAME}\` (Secure, Path=/, no Domain) when the site is served over https. ` +
  `HttpOnly, SameSite=Lax. A session lasts at most ${SESSION_LIFETIME_MS / (24 * HOUR_MS)} days from sign-in and ends after ${SESSION_IDLE_TIMEOUT_MS / HOUR_MS} hours without a request; ` +
  'signing in issues a new session id, signing out or resetting the password ends it. ' +
  'Unsafe methods (POST, PUT, PATCH, DELETE) are refused with 403 when their Origin (or Referer) header names a site other than the app or an allowed CORS origin; ' +
  'requests without either header (server-to-server) pass.';

export function createOpenApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle(`${config.get('appName')} API`)
    .setDescription(DESCRIPTION)
    .setVersion(APP_VERSION)
    .addServer('/', 'This server')
    .addCookieAuth(SESSION_COOKIE_NAME, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME, description: COOKIE_RULES });
  if (config.hasPublicUrl) builder.addServer(config.get('publicUrl'), 'The public address of this deployment (PUBLIC_URL)');
  for (const [name, description] of Object.entries(API_TAGS)) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
    extraModels: [ErrorResponseDto],
  });
  documentAccessAndErrors(document);
  // The plugin leaves out limits it cannot read statically (patterns held in constants, some lengths).
  return withTypedNullableReferences(withValidationLimits(document));
}

/** Swagger UI at /api/docs and the JSON at /api/docs-json, with what the Swagger CLI plugin inferred from the sources. */
export async function setUpSwagger(app: INestApplication, config: AppConfig): Promise<void> {
  await SwaggerModule.loadPluginMetadata(pluginMetadata);
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app, config), { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false });
}
