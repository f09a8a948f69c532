// Loaded by count-tests.mjs with `node --import`: redirects `node:test` to a stand-in that
// counts the journeys' tests (describe bodies run, test bodies and hooks do not).
import { register } from 'node:module';

register(new URL('./node-test-resolve.mjs', import.meta.url));
