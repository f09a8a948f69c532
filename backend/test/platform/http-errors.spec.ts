import { createTestApp, TestApp } from '../support/test-app';

describe('API error format and security baseline', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { BODY_LIMIT: '1kb', PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(() => t.close());

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.http().get('/api/no-such-route').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/no-such-route', error: 'Not Found' });
  });

  it('answers a DTO validation failure with 400 naming the field', async () => {
    const res = await t.http().get('/api/dev/outbox?to=not-an-email').expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please enter a valid email address.',
      fields: { to: ['Please enter a valid email address.'] },
    });
  });

  it('refuses unknown query fields with 400', async () => {
    const res = await t.http().get('/api/dev/outbox?to=a@b.ie&admin=1').expect(400);
    expect(res.body.message).toContain('Admin is not something this form takes.');
    expect(res.body.fields).toHaveProperty('admin');
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await t.http().post('/api/health').set('Content-Type', 'application/json').send('{"broken":').expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Request body is not valid JSON.', error: 'Bad Request' });
  });

  it('answers a body over the size limit with 413 in the error shape', async () => {
    const res = await t
      .http()
      .post('/api/health')
      .send({ text: 'x'.repeat(4000) })
      .expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: 'That is more than we can take in one go — shorten the text and try again.',
      error: 'Payload Too Large',
      code: 'body_too_large',
    });
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const res = await t.http().post('/api/health').set('Origin', 'https://evil.example').send({}).expect(403);
    expect(res.body).toEqual({ statusCode: 403, message: 'Cross-site request refused.', error: 'Forbidden' });
  });

  it('refuses a state-changing request without Origin whose Referer names another site', async () => {
    await t.http().post('/api/health').set('Referer', 'https://evil.example/form.html').send({}).expect(403);
    await t.http().post('/api/health').set('Referer', 'not a url').send({}).expect(403);
  });

  it('lets requests with neither Origin nor Referer through (webhooks, server-to-server)', async () => {
    await t.http().post('/api/health').send({}).expect(404);
  });

  it('lets the app origin through the cross-site check', async () => {
    await t.http().post('/api/health').set('Origin', 'http://localhost:3000').send({}).expect(404);
  });

  it('sends security headers, a request id, and no CORS permission by default', async () => {
    const res = await t.http().get('/api/health').set('Origin', 'https://other.example').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('does not ask browsers to upgrade requests to https on a plain-http site', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['content-security-policy']).toContain('https://*.js.stripe.com');
  });

  it('keeps a well-formed incoming request id', async () => {
    const res = await t.http().get('/api/health').set('X-Request-Id', 'trace-123').expect(200);
    expect(res.headers['x-request-id']).toBe('trace-123');
  });
});

describe('CORS when origins are configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://partner.example' } });
  });
  afterAll(() => t.close());

  it('allows only the listed origin', async () => {
    const allowed = await t.http().get('/api/health').set('Origin', 'https://partner.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await t.http().get('/api/health').set('Origin', 'https://other.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
