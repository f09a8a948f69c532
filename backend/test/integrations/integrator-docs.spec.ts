import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEBHOOK_EVENTS } from '../../src/modules/integrations/domain/webhook-events';

/** docs/api-for-integrators.md names every event type an integrator can receive, with its sample as the server builds it. */
describe('the integrators’ guide', () => {
  const guide = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'api-for-integrators.md'), 'utf8');

  it.each(Object.entries(WEBHOOK_EVENTS))('documents %s with its sample data', (type, event) => {
    expect(guide).toContain(`- **\`${type}\`**: ${event.description}`);
    expect(guide).toContain(`"type":"${type}"`);
    expect(guide).toContain(`"data":${JSON.stringify(event.sample)}`);
  });
});
