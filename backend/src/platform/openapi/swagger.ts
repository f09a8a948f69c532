import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppConfig } from '../config/app-config';
import { APP_VERSION } from '../health/app-version';
import { withValidationLimits } from './validation-limits';
import { SESSION_COOKIE_NAME } from '../../modules/identity/adapters/session/session-data';

export function createOpenApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const document = new DocumentBuilder()
    .setTitle(`${config.get('appName')} API`)
    .setDescription(
      'API of the surprise-dinner service for couples. Authentication is a session cookie set by POST /api/auth/login ' +
        `(cookie "${SESSION_COOKIE_NAME}", "__Host-${SESSION_COOKIE_NAME}" when the site is https). API answers are Cache-Control: no-store. Every error answers JSON {statusCode, message, error}. ` +
        'State-changing requests from a browser must come from the app\'s own origin.',
    )
    .setVersion(APP_VERSION)
    .addCookieAuth(SESSION_COOKIE_NAME)
    .build();
  return withValidationLimits(
    SwaggerModule.createDocument(app, document, {
      operationIdFactory: (_controllerKey, methodKey) => methodKey,
    }),
  );
}

/** Swagger UI at /api/docs and the JSON at /api/docs-json. */
export function setUpSwagger(app: INestApplication, config: AppConfig): void {
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app, config), { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false });
}
