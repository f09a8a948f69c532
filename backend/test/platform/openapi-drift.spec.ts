import { readFileSync } from 'node:fs';
import { OPENAPI_FILE, renderOpenApi } from '../../scripts/write-openapi';
import { staleGeneratedSources } from '../../scripts/write-openapi-sources';

describe('openapi.yaml', () => {
  it('is what the controllers generate (run "npm run openapi" when this fails)', async () => {
    const generated = await renderOpenApi();
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(generated);
  });

  it('is built from current generated sources: the Swagger plugin metadata and the error codes', () => {
    expect(staleGeneratedSources()).toEqual([]);
  }, 60_000);

  it('is stable: two renders are identical, with sorted keys and method-name operation ids', async () => {
    const [first, second] = [await renderOpenApi(), await renderOpenApi()];
    expect(first).toBe(second);
    expect(first.indexOf('components:')).toBeLessThan(first.indexOf('info:'));
    expect(first).toContain('operationId: getHealth');
  });
});
