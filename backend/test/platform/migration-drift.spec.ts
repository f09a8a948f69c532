import { schemaDiff } from '../../scripts/schema-diff';

describe('migrations', () => {
  it('create exactly the schema the entities describe (run "npm run migration:generate -- <Name>" when this fails)', async () => {
    const diff = await schemaDiff();
    expect(diff.up).toEqual([]);
  });
});
