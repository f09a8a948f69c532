import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaDiff } from './schema-diff';

/** Usage: npm run migration:generate -- <Name>. Writes the SQL that brings the migrations up to the entities. */
async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
    console.error('Usage: npm run migration:generate -- <PascalCaseName>');
    process.exit(2);
  }
  const diff = await schemaDiff();
  if (diff.up.length === 0) {
    console.log('No changes: the migrations already match the entities.');
    return;
  }
  const timestamp = Date.now();
  const quote = (query: string) => '    await queryRunner.query(`' + query.replace(/`/g, '\\`') + '`);';
  const source = `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${name}${timestamp} implements MigrationInterface {
  name = '${name}${timestamp}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${diff.up.map(quote).join('\n')}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${diff.down.map(quote).join('\n')}
  }
}
`;
  const file = join(__dirname, '..', 'src', 'platform', 'database', 'migrations', `${timestamp}-${name}.ts`);
  writeFileSync(file, source);
  console.log(`Wrote ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
