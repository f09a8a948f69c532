import { TestApp } from '../support/test-app';

/**
 * Lifts the search's wall-time budget and the solve's time limit through the admin's matching
 * configuration, so that a run makes all its steps: the same seed then gives the same
 * groups however busy the machine is.
 */
export async function holdSearchToItsSteps(app: TestApp, adminCookie: string): Promise<void> {
  for (const parameter_name of ['search_time_budget_ms', 'solve_time_limit_ms'])
    await app
      .http()
      .post('/api/admin/matching-config')
      .set('Cookie', adminCookie)
      .send({ parameter_name, parameter_value: 600000, data_type: 'integer' })
      .expect(201);
}
