import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express from 'express';
import { AppModule } from './app.module';
import { AppConfig } from './platform/config/app-config';
import { Clock } from './platform/clock/clock';
import { DatabaseTarget } from './platform/database/data-source-options';
import { DemoCredential, DemoData } from './platform/demo/demo-data';
import { allowedHostNames, allowedHostsMiddleware } from './platform/http/allowed-hosts';
import { bodyParserErrorHandler, bodyParsers } from './platform/http/body-parsing';
import { noStore } from './platform/http/no-store.middleware';
import { indexBuild, precompressedStatic, sendBuildFile } from './platform/http/precompressed-static';
import { hasCookie } from './platform/http/request-cookies';
import { sameOriginMiddleware } from './platform/http/same-origin.middleware';
import { securityHeaders } from './platform/http/security-headers';
import { wellFormedInput } from './platform/http/well-formed-input';
import { createValidationPipe } from './platform/http/validation';
import { JsonLogger } from './platform/logging/json-logger';
import { requestIdMiddleware } from './platform/logging/request-id.middleware';
import { setUpSwagger } from './platform/openapi/swagger';
import { API_DOCUMENT_SOURCES } from './api-document';
import { BootstrapAdmin, PostgresSessionStore, sessionCookie, sessionMiddleware } from './modules/identity';
import { DEFAULT_LANGUAGE, type Language } from './kernel/languages';
import { readerLanguage } from './platform/http/reader-language';

const FRONTEND_DIST = join(__dirname, '..', '..', 'frontend', 'dist');

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseTarget;
  connectDatabase?: boolean;
  /** Directory of the built client, served at / when it exists; null serves no client. */
  clientDir?: string | null;
  /** Replaces the system clock (tests move time). */
  clock?: Clock;
}

/** Builds the configured application (not listening yet): the API under /api and the client at /. */
export async function buildApp({
  config,
  database,
  connectDatabase = true,
  clientDir = FRONTEND_DIST,
  clock,
}: BuildAppOptions): Promise<NestExpressApplication> {
  const logger = new JsonLogger(config.get('logLevel'));
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register({ config, database, connectDatabase, logger, clock }), {
    logger,
    bodyParser: false,
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  // A number of hops or the proxies' addresses, never `true`: see TRUST_PROXY in app-config.
  const trustProxy = config.get('trustProxy');
  if (trustProxy !== false) app.set('trust proxy', trustProxy);
  app.disable('x-powered-by');
  // API answers are no-store, so no client revalidates them: an ETag would only cost a SHA-1 of every body. The client's files keep theirs.
  app.set('etag', false);
  app.use(requestIdMiddleware(logger));
  app.use(securityHeaders(config.get('publicUrl')));
  const hostNames = allowedHostNames(config.get('publicUrl'), config.get('allowedHosts'));
  app.use(allowedHostsMiddleware(hostNames));
  app.enableCors({ origin: config.get('corsOrigins').length > 0 ? config.get('corsOrigins') : false, credentials: true });
  app.use(...bodyParsers(config.get('bodyLimit')));
  app.use(bodyParserErrorHandler);
  app.use('/api', noStore);
  // API JSON above 1 KB (the OpenAPI document is 330 KB) compressed when the client accepts it; the client's files are precompressed at build.
  // Level 1: a 75 KB list to 19 KB in 0.4 ms, where level 6 reaches 15 KB in 1.4 ms (docs/performance.md).
  app.use('/api', compression({ level: 1 }));
  app.use('/api', wellFormedInput);
  app.use('/api', sameOriginMiddleware(config.get('publicUrl'), config.get('corsOrigins'), hostNames, config.isProduction));
  if (connectDatabase) app.use('/api', sessionMiddleware(config, app.get(PostgresSessionStore)));
  app.useGlobalPipes(createValidationPipe());
  await setUpSwagger(app, config, API_DOCUMENT_SOURCES);
  if (clientDir !== null) serveClient(app, clientDir, sessionCookie(config.get('publicUrl')).name);
  return app;
}

/** The landing page's paths, which the client builds as a page of its own (frontend/landing.html). */
const LANDING_PATHS = new Set(['/', '/home']);

/** A prerendered page in a language (build/prerender.ts): login.html in English, login.<language>.html in another. */
const fileIn = (file: string, language: Language) => (language === DEFAULT_LANGUAGE ? file : file.replace(/\.html$/, `.${language}.html`));

/**
 * Pages the client build prerenders signed out (frontend/build/prerender.ts): sent only to
 * requests without a session cookie, the others get index.html and wait for the session.
 */
const VISITOR_PAGES = new Map([
  ['/login', '/login.html'],
  ['/join', '/join.html'],
]);

/** Pages with the preloads of a member's screen and reads (build/prerender.ts), for requests with a session cookie. */
const MEMBER_PAGES = new Map([
  ['/dashboard', '/dashboard.html'],
  ['/admin-dashboard', '/admin-dashboard.html'],
]);

/**
 * The built React app at / with client-side routing: every non-/api GET that is not a file
 * of the build answers index.html, the landing's paths landing.html, the visitor pages their
 * prerendered page, the member pages their page with preloads. The landing and the visitor pages
 * come in the language the browser prefers (Accept-Language, as the API answers; English when
 * the build has no page in it). Files go out precompressed
 * (brotli, gzip) when the client accepts it.
 */
function serveClient(app: NestExpressApplication, clientDir: string, sessionCookieName: string): void {
  if (!existsSync(join(clientDir, 'index.html'))) {
    new Logger('Client').warn(`No built client at ${clientDir}: run "npm run build" to serve the app at /`);
    return;
  }
  const files = indexBuild(clientDir);
  const index = files.get('/index.html')!;
  const inReaderLanguage = (req: express.Request, file: string) => files.get(fileIn(file, readerLanguage(req.header('accept-language')))) ?? files.get(file);
  const pageFor = (req: express.Request) => {
    if (LANDING_PATHS.has(req.path)) return inReaderLanguage(req, '/landing.html') ?? index;
    if (hasCookie(req.header('cookie'), sessionCookieName)) return files.get(MEMBER_PAGES.get(req.path) ?? '') ?? index;
    const visitorPage = VISITOR_PAGES.get(req.path);
    return (visitorPage ? inReaderLanguage(req, visitorPage) : undefined) ?? index;
  };
  app.use(precompressedStatic(files));
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (VISITOR_PAGES.has(req.path) || MEMBER_PAGES.has(req.path)) res.vary('Cookie');
    if (LANDING_PATHS.has(req.path) || VISITOR_PAGES.has(req.path)) res.vary('Accept-Language');
    sendBuildFile(req, res, pageFor(req), { cacheControl: 'no-cache' }, next);
  });
}

export interface StartupReport {
  adminBootstrap?: 'created' | 'updated';
  demoCredentials?: DemoCredential[];
}

/** Start-up tasks after the database is migrated: the configured admin, then first-start demo data. */
export async function prepareApp(app: INestApplication, config: AppConfig): Promise<StartupReport> {
  const report: StartupReport = {};
  const adminEmail = config.get('adminEmail');
  const adminPassword = config.get('adminPassword');
  if (adminEmail && adminPassword) report.adminBootstrap = await app.get(BootstrapAdmin).execute(adminEmail, adminPassword);
  const demoData = app.get(DemoData);
  if (config.isProduction) return report;
  if (config.usesEmbeddedDatabase && config.get('demoData') === 'auto' && !(await demoData.wasLoaded())) await demoData.load();
  if (await demoData.wasLoaded()) report.demoCredentials = demoData.credentials();
  return report;
}
