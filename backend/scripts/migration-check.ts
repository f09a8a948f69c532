import { schemaDiff } from './schema-diff';

/** Fails when the entities need schema changes that no migration makes. */
schemaDiff()
  .then((diff) => {
    if (diff.up.length === 0) {
      console.log('migration check: entities and migrations agree');
      return;
    }
    console.error('migration check: the entities differ from the migrated schema. Run "npm run migration:generate -- <Name>". Missing:');
    for (const query of diff.up) console.error(`  ${query}`);
    process.exit(1);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
