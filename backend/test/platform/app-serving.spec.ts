import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { buildApp } from '../../src/bootstrap';
import { AppConfig } from '../../src/platform/config/app-config';
import { createTestDatabase, TestDatabase } from '../support/test-database';

const SCRIPT = `console.log(${JSON.stringify('tablemates '.repeat(200))});`;

describe('one process serving the API, its docs and the client', () => {
  let app: NestExpressApplication;
  let database: TestDatabase;

  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'tm-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Tablemates</title><div id="root"></div>');
    writeFileSync(join(clientDir, 'landing.html'), '<!doctype html><title>Tablemates</title><div id="root" data-page="landing"></div>');
    writeFileSync(join(clientDir, 'landing.fr.html'), '<!doctype html><html lang="fr"><title>Tablemates</title><div id="root" data-page="landing-fr"></div>');
    writeFileSync(join(clientDir, 'login.html'), '<!doctype html><title>Tablemates</title><div id="root" data-page="login"></div>');
    writeFileSync(join(clientDir, 'login.fr.html'), '<!doctype html><html lang="fr"><title>Tablemates</title><div id="root" data-page="login-fr"></div>');
    for (const page of ['dashboard', 'admin-dashboard'])
      writeFileSync(join(clientDir, `${page}.html`), `<!doctype html><title>Tablemates</title><div id="root" data-page="${page}"></div>`);
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'app-1234.js'), SCRIPT);
    writeFileSync(join(clientDir, 'assets', 'app-1234.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(clientDir, 'assets', 'app-1234.js.gz'), gzipSync(SCRIPT));
    database = await createTestDatabase();
    const config = AppConfig.fromEnvironment({ NODE_ENV: 'test', LOG_LEVEL: 'error', JOBS_ENABLED: 'false' }, { databaseUrl: database.target.url });
    app = await buildApp({ config, database: database.target, clientDir });
    await app.init();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it.each(['/dashboard', '/signup', '/book/123', '/admin/dinners/abc/matches'])('answers the client app for %s', async (path) => {
    const res = await request(app.getHttpServer()).get(path).expect(200).expect('Content-Type', /html/).expect('Cache-Control', 'no-cache');
    expect(res.text).toContain('<div id="root">');
  });

  it.each(['/', '/home'])('answers the landing page of its own for %s', async (path) => {
    const res = await request(app.getHttpServer()).get(path).expect(200).expect('Content-Type', /html/);
    expect(res.text).toContain('data-page="landing"');
    expect(res.headers['vary']).toMatch(/Accept-Language/);
  });

  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'landing-fr'],
    ['fr', 'landing-fr'],
    ['en-IE,en;q=0.9,fr;q=0.5', 'landing'],
    ['de-DE,fr;q=0.7', 'landing-fr'],
    ['de-DE', 'landing'],
  ])('answers the landing in the language the browser prefers (Accept-Language %s)', async (acceptLanguage, page) => {
    const res = await request(app.getHttpServer()).get('/').set('Accept-Language', acceptLanguage).expect(200);
    expect(res.text).toContain(`data-page="${page}"`);
    expect(res.headers['vary']).toMatch(/Accept-Language/);
  });

  it('answers the prerendered visitor page to a request without a session cookie, the app to one with it', async () => {
    const visitor = await request(app.getHttpServer()).get('/login').set('Cookie', 'theme=dark').expect(200).expect('Cache-Control', 'no-cache');
    expect(visitor.text).toContain('data-page="login"');
    expect(visitor.headers['vary']).toMatch(/Cookie/);
    expect(visitor.headers['vary']).toMatch(/Accept-Encoding/);

    const member = await request(app.getHttpServer()).get('/login').set('Cookie', 'theme=dark; tablemates.sid=s%3Asomething').expect(200);
    expect(member.text).not.toContain('data-page');
  });

  it('answers the visitor page in the language the browser prefers, the app to a member whatever the language', async () => {
    const french = await request(app.getHttpServer()).get('/login').set('Accept-Language', 'fr-FR,fr;q=0.9').expect(200);
    expect(french.text).toContain('data-page="login-fr"');
    expect(french.headers['vary']).toMatch(/Accept-Language/);

    const member = await request(app.getHttpServer()).get('/login').set('Accept-Language', 'fr').set('Cookie', 'tablemates.sid=s%3Asomething').expect(200);
    expect(member.text).not.toContain('data-page');
  });

  it.each([
    ['/dashboard', 'dashboard'],
    ['/admin-dashboard', 'admin-dashboard'],
  ])("answers a member page (the screen's preloads) for %s to a request with a session cookie, the app to one without", async (path, page) => {
    const member = await request(app.getHttpServer()).get(path).set('Cookie', 'tablemates.sid=s%3Asomething').expect(200).expect('Cache-Control', 'no-cache');
    expect(member.text).toContain(`data-page="${page}"`);
    expect(member.headers['vary']).toMatch(/Cookie/);

    const visitor = await request(app.getHttpServer()).get(path).expect(200);
    expect(visitor.text).not.toContain('data-page');
  });

  it('answers the app for a visitor page the build did not prerender', async () => {
    const res = await request(app.getHttpServer()).get('/join').expect(200);
    expect(res.text).not.toContain('data-page');
  });

  it('sends the brotli build of an asset to a client that takes brotli, gzip to one that takes only gzip, cached for a year', async () => {
    // supertest decodes the body by its Content-Encoding, so the text shows the variant decompresses to the script.
    const brotli = await request(app.getHttpServer()).get('/assets/app-1234.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['vary']).toContain('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.text).toBe(SCRIPT);

    const gzip = await request(app.getHttpServer()).get('/assets/app-1234.js').set('Accept-Encoding', 'gzip;q=1, br;q=0').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(SCRIPT);

    const plain = await request(app.getHttpServer()).get('/assets/app-1234.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
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

  it('sends API JSON gzip-compressed to a client that accepts it, and plain to one that does not (issue 26)', async () => {
    const compressed = await rawGet(app, '/api/docs-json', 'gzip');
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['vary']).toMatch(/Accept-Encoding/);
    const json = gunzipSync(compressed.body).toString('utf8');
    expect(JSON.parse(json).paths).toHaveProperty('/api/health');
    expect(compressed.body.length).toBeLessThan(json.length / 5);

    const plain = await rawGet(app, '/api/docs-json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(json);
  });
});

/** A GET as sent on the wire (supertest decodes compressed bodies), on a loopback port. */
async function rawGet(
  app: NestExpressApplication,
  path: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const server = app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
