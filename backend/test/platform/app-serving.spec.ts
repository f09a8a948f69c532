import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { buildApp } from '../../src/bootstrap';
import { AppConfig } from '../../src/platform/config/app-config';
import { createTestDatabase, TestDatabase } from '../support/test-database';

describe('one process serving the API, its docs and the client', () => {
  let app: NestExpressApplication;
  let database: TestDatabase;

  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'tm-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Tablemates</title><div id="root"></div>');
    database = await createTestDatabase();
    const config = AppConfig.fromEnvironment({ NODE_ENV: 'test', LOG_LEVEL: 'error', JOBS_ENABLED: 'false' }, { databaseUrl: database.target.url });
    app = await buildApp({ config, database: database.target, clientDir });
    await app.init();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it.each(['/', '/dashboard', '/book/123', '/admin/dinners/abc/matches'])('answers the client app for %s', async (path) => {
    const res = await request(app.getHttpServer()).get(path).expect(200).expect('Content-Type', /html/);
    expect(res.text).toContain('<div id="root">');
  });

  it('answers unknown API paths with JSON, not the app', async () => {
    const res = await request(app.getHttpServer()).get('/api/unknown/thing').expect(404).expect('Content-Type', /json/);
    expect(res.body.statusCode).toBe(404);
  });

  it('serves Swagger UI and the OpenAPI JSON', async () => {
    await request(app.getHttpServer()).get('/api/docs').expect(200).expect('Content-Type', /html/);
    const res = await request(app.getHttpServer()).get('/api/docs-json').expect(200).expect('Content-Type', /json/);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.paths).toHaveProperty('/api/health');
    expect(res.body.paths['/api/health'].get.operationId).toBe('getHealth');
  });
});
