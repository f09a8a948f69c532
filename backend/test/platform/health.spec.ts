import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';

describe('GET /api/health', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the database up and the version', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('answers 503 in the error shape when the database is unreachable', async () => {
    await t.app.get(DataSource).destroy();
    const res = await t.http().get('/api/health').expect(503);
    expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', status: 'error', db: 'down', message: expect.any(String) });
  });
});
