import { MATCHING_PARAMETERS, MatchingConfigSource, resolveMatchingSettings } from '../../src/modules/matching';
import { createAdmin, createCouple } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('matching configuration (admin)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const api = () => ({
    get: (url: string) => t.http().get(url).set('Cookie', admin),
    post: (url: string, body?: object) => t.http().post(url).set('Cookie', admin).send(body),
    put: (url: string, body: object) => t.http().put(url).set('Cookie', admin).send(body),
    delete: (url: string) => t.http().delete(url).set('Cookie', admin),
  });

  it('refuses anonymous callers (401) and couples (403)', async () => {
    await t.http().get('/api/admin/matching-config').expect(401);
    const couple = await createCouple(t);
    await t.http().get('/api/admin/matching-config').set('Cookie', couple.cookie).expect(403);
    await t.http().post('/api/admin/matching-config/initialize-defaults').set('Cookie', couple.cookie).expect(403);
  });

  it('starts empty, then initialises every documented default and says how many', async () => {
    expect((await api().get('/api/admin/matching-config').expect(200)).body).toEqual({ configs: [] });
    const first = await api().post('/api/admin/matching-config/initialize-defaults').expect(200);
    expect(first.body).toMatchObject({ success: true, created: MATCHING_PARAMETERS.length });
    const list = (await api().get('/api/admin/matching-config').expect(200)).body.configs;
    expect(list).toHaveLength(MATCHING_PARAMETERS.length);
    expect(list.find((c: { parameter_name: string }) => c.parameter_name === 'max_group_size')).toMatchObject({
      parameter_value: '4',
      data_type: 'integer',
      is_active: true,
    });
  });

  it('never overwrites an admin value when initialising again', async () => {
    await api().put('/api/admin/matching-config/max_group_size', { parameter_value: 5, data_type: 'integer' }).expect(200);
    const again = await api().post('/api/admin/matching-config/initialize-defaults').expect(200);
    expect(again.body).toMatchObject({ created: 0 });
    const list = (await api().get('/api/admin/matching-config').expect(200)).body.configs;
    expect(list.find((c: { parameter_name: string }) => c.parameter_name === 'max_group_size').parameter_value).toBe('5');
  });

  it('creates, updates and deletes a parameter with the converted value', async () => {
    await api().delete('/api/admin/matching-config/ai_timeout_ms').expect(200);
    const created = await api()
      .post('/api/admin/matching-config', { parameter_name: 'ai_timeout_ms', parameter_value: '20000', data_type: 'integer', description: 'Pilot' })
      .expect(201);
    expect(created.body.config).toMatchObject({
      parameter_name: 'ai_timeout_ms',
      parameter_value: '20000',
      data_type: 'integer',
      description: 'Pilot',
      is_active: true,
      read_by_engine: true,
    });
    expect(created.body.message).toBe('Configuration parameter created');
    const updated = await api()
      .put('/api/admin/matching-config/ai_timeout_ms', { parameter_value: ' 25000 ', data_type: 'integer', is_active: false })
      .expect(200);
    expect(updated.body.config).toMatchObject({ parameter_value: '25000', data_type: 'integer', is_active: false, description: 'Pilot' });
    await api().delete('/api/admin/matching-config/ai_timeout_ms').expect(200);
    await api().delete('/api/admin/matching-config/ai_timeout_ms').expect(404);
    await api().put('/api/admin/matching-config/ai_timeout_ms', { parameter_value: 1, data_type: 'integer' }).expect(404);
  });

  it('accepts only the engine’s parameter names, naming the field (issue 46: 15 junk rows, one <script>)', async () => {
    for (const name of ['pilot_note', '<script>alert(1)</script>']) {
      const refused = await api().post('/api/admin/matching-config', { parameter_name: name, parameter_value: 'x', data_type: 'string' }).expect(400);
      expect(refused.body).toMatchObject({
        code: 'MATCHING.UNKNOWN_PARAMETER',
        fields: { parameter_name: ['Parameter name must be one of the matching engine’s parameters.'] },
      });
    }
    expect(((await api().get('/api/admin/matching-config').expect(200)).body.configs as { read_by_engine: boolean }[]).every((c) => c.read_by_engine)).toBe(
      true,
    );
  });

  it('refuses bad input with the form messages', async () => {
    const missing = await api().post('/api/admin/matching-config', {}).expect(400);
    expect(missing.body.fields).toMatchObject({
      parameter_name: ['Parameter name is required.'],
      parameter_value: ['Parameter value is required.'],
      data_type: ['Data type is required.'],
    });
    const long = await api()
      .post('/api/admin/matching-config', { parameter_name: 'x'.repeat(256), parameter_value: 'v', data_type: 'string', description: 'd'.repeat(1001) })
      .expect(400);
    expect(long.body.fields).toMatchObject({
      parameter_name: ['Parameter name cannot exceed 255 characters.'],
      description: ['Description cannot exceed 1000 characters.'],
    });
    await api()
      .post('/api/admin/matching-config', { parameter_name: 'x', parameter_value: { nested: true }, data_type: 'string' })
      .expect(400);
    await api().post('/api/admin/matching-config', { parameter_name: 'x', parameter_value: 'v', data_type: 'json' }).expect(400);
    const duplicate = await api()
      .post('/api/admin/matching-config', { parameter_name: 'max_group_size', parameter_value: 4, data_type: 'integer' })
      .expect(409);
    expect(duplicate.body.message).toBe("A configuration parameter named 'max_group_size' already exists.");
  });

  it('refuses at write time a value the engine could not run with', async () => {
    const wrongType = await api().put('/api/admin/matching-config/max_group_size', { parameter_value: '4.5', data_type: 'integer' }).expect(400);
    expect(wrongType.body.message).toBe('Matching parameter max_group_size must be an integer.');
    const otherType = await api().put('/api/admin/matching-config/max_group_size', { parameter_value: 4, data_type: 'string' }).expect(400);
    expect(otherType.body.message).toBe('Matching parameter max_group_size must be of type integer.');
    const outOfRange = await api().put('/api/admin/matching-config/min_group_size', { parameter_value: 1, data_type: 'integer' }).expect(400);
    expect(outOfRange.body.message).toBe('Matching parameter min_group_size must be between 2 and 25.');
    const inconsistent = await api().put('/api/admin/matching-config/target_group_size', { parameter_value: 9, data_type: 'integer' }).expect(400);
    expect(inconsistent.body.message).toMatch(/target_group_size must lie between/);
  });

  it('is what the engine reads: an active value overrides, an inactive one falls back to the default', async () => {
    const source = t.app.get(MatchingConfigSource);
    expect(resolveMatchingSettings(await source.storedParameters()).maxGroupSize).toBe(5);
    await api().put('/api/admin/matching-config/max_group_size', { parameter_value: 5, data_type: 'integer', is_active: false }).expect(200);
    expect(resolveMatchingSettings(await source.storedParameters()).maxGroupSize).toBe(4);
  });
});
