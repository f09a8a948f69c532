import { createRequire } from 'node:module';
import { setTimeout, clearTimeout } from 'node:timers';

// jest-circus as the runner itself loads it (its own dependency, not ours): the same instance, whose state holds the tests.
const { addEventHandler } = createRequire(import.meta.resolve('jest-light-runner'))('jest-circus');

// A jest setupFilesAfterEnv file. jest-light-runner enforces no testTimeout, so a hanging test
// (or hook) would hang the whole run without a name. Each test and hook, as jest-circus adds
// it, gets its function raced against a limit: the timeout given as `it`'s third argument
// (or a hook's second), else DEFAULT_LIMIT_MS; past it the test fails with its full name.
const DEFAULT_LIMIT_MS = 60_000;

/** 'describe > nested describe > test', as the run's report names it. */
function fullName(block, name) {
  const names = [name];
  for (let parent = block; parent && parent.parent; parent = parent.parent) names.unshift(parent.name);
  return names.join(' > ');
}

/** Runs a test function that returns a promise or takes jest's `done` callback. */
function callAsync(fn, self) {
  if (fn.length === 0) return Promise.resolve().then(() => fn.call(self));
  return new Promise((resolve, reject) => fn.call(self, (error) => (error ? reject(error) : resolve())));
}

function limited(fn, label, timeout) {
  const limit = timeout ?? DEFAULT_LIMIT_MS;
  return function limitedTest() {
    let timer;
    const overdue = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${label} did not finish within ${limit / 1000} s (test/support/test-time-limit.mjs)`)), limit);
    });
    return Promise.race([callAsync(fn, this), overdue]).finally(() => clearTimeout(timer));
  };
}

addEventHandler((event, state) => {
  const block = state.currentDescribeBlock;
  if (event.name === 'add_test') {
    const test = block.children[block.children.length - 1];
    if (test && test.type === 'test' && test.fn === event.fn && event.fn) test.fn = limited(event.fn, `"${fullName(block, event.testName)}"`, event.timeout);
  } else if (event.name === 'add_hook') {
    const hook = block.hooks[block.hooks.length - 1];
    if (hook && hook.fn === event.fn) hook.fn = limited(event.fn, `${event.hookType} of "${fullName(block, '').replace(/ > $/, '')}"`, event.timeout);
  }
});
