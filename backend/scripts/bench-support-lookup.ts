import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/platform/database/data-source-options';
import { startEmbeddedPostgres } from '../src/platform/database/embedded-postgres';
import { runMigrationsLocked } from '../src/platform/database/run-migrations';
import { TypeOrmAdminUserDirectory } from '../src/modules/identity/adapters/persistence/typeorm-admin-user-directory';
import { TransactionalDb } from '../src/platform/database/transactional-db';

/**
 * Usage: npm run bench:lookup [-- <users>] — times the customer-support lookup over
 * <users> (default 100,000) synthetic users, on the embedded PostgreSQL (PGlite) or on
 * BENCH_DATABASE_URL (an empty database it may fill), with the migrations' trigram index.
 */
async function main() {
  const users = Number(process.argv[2] ?? 100_000);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const embedded = serverUrl ? undefined : await startEmbeddedPostgres();
  const dataSource = new DataSource(dataSourceOptions({ url: serverUrl ?? embedded!.url, embedded: !serverUrl }));
  await dataSource.initialize();
  try {
    await runMigrationsLocked(dataSource);
    const names = `ARRAY['Aoife','Siobhán','Éamon','Niamh','Cian','Róisín','Seán','Máire','Ciarán','Orla']`;
    const surnames = `ARRAY['Murphy','Ó Ceallaigh','Byrne','Kelly','Ó Briain','Walsh','Nic Giolla','Ryan','Doyle','McCarthy']`;
    await dataSource.query(
      `INSERT INTO users (email, first_name, last_name, role)
       SELECT 'person' || i || '@example.ie', (${names})[1 + i % 10] , (${surnames})[1 + (i / 10) % 10] || i, 'primary' FROM generate_series(1, $1) AS i`,
      [users],
    );
    await dataSource.query('ANALYZE users');
    // Outside any unit of work: the transaction host's `tx` is the plain manager.
    const directory = new TypeOrmAdminUserDirectory(new TransactionalDb({ tx: dataSource.manager } as ConstructorParameters<typeof TransactionalDb>[0]));
    console.log(`customer-support lookup over ${users} users on ${serverUrl ? 'PostgreSQL' : 'embedded PGlite'}:`);
    for (const query of ['person4242@example.ie', 'O CEALLAIGH 7', 'siobhan', 'murphy12345', 'no-such-person']) {
      await directory.lookup(query, 20);
      const runs = 5;
      const started = performance.now();
      for (let run = 0; run < runs; run += 1) await directory.lookup(query, 20);
      console.log(`  ${JSON.stringify(query).padEnd(26)} ${((performance.now() - started) / runs).toFixed(1)} ms`);
    }
    const plan: { 'QUERY PLAN': string }[] = await dataSource.query(
      `EXPLAIN SELECT id FROM users u WHERE tm_fold(u.first_name || ' ' || coalesce(u.last_name, '') || ' ' || u.email) LIKE '%' || tm_fold('murphy12345') || '%'`,
    );
    console.log(plan.map((line) => `  ${line['QUERY PLAN']}`).join('\n'));
  } finally {
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
