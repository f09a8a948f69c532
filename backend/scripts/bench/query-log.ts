import { Client } from 'pg';

/**
 * Preloaded into the benchmarked app (`node -r`): records the SQL the app sends while the
 * bench asks it to, so bench-api.ts can show the queries of one request per route. Talks
 * over the IPC channel: 'start' clears and starts recording, 'stop' answers the recorded
 * statements. Outside a recording the only cost per query is one test of a boolean.
 */
let recording = false;
let statements: string[] = [];

const query = Client.prototype.query as (...args: unknown[]) => unknown;
Client.prototype.query = function (this: Client, ...args: unknown[]) {
  if (recording) {
    const [text] = args;
    statements.push(typeof text === 'string' ? text : String((text as { text?: string })?.text));
  }
  return query.apply(this, args);
} as typeof Client.prototype.query;

process.on('message', (message) => {
  if (message === 'start') {
    statements = [];
    recording = true;
  } else if (message === 'stop') {
    recording = false;
    process.send?.({ statements });
  }
});
