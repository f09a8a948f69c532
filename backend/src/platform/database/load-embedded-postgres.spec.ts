import { NOT_INSTALLED, startEmbeddedPostgresOnDemand } from './load-embedded-postgres';

function missing(name: string): Error {
  return Object.assign(new Error(`Cannot find module '${name}'\nRequire stack:\n- backend/dist/platform/database/embedded-postgres.js`), {
    code: 'MODULE_NOT_FOUND',
  });
}

describe('the embedded database loaded on demand', () => {
  it('says what to do when PGlite is not installed (a production install)', async () => {
    await expect(
      startEmbeddedPostgresOnDemand(undefined, () => {
        throw missing('@electric-sql/pglite');
      }),
    ).rejects.toThrow(NOT_INSTALLED);
  });

  it('passes any other failure on as it is', async () => {
    await expect(
      startEmbeddedPostgresOnDemand(undefined, () => {
        throw missing('./data-dir');
      }),
    ).rejects.toThrow("Cannot find module './data-dir'");
  });
});
