// Loaded by count-tests.mjs as a jest setup file: every test is registered (loops and
// it.each expanded, as in a real run) but no test body or hook runs, so counting needs no database.
const noop = () => undefined;
function registerOnly(original) {
  const wrapped = (name, _fn, timeout) => original(name, noop, timeout);
  for (const key of ['skip', 'only', 'todo', 'concurrent', 'failing']) if (original[key]) wrapped[key] = original[key];
  wrapped.each =
    (...table) =>
    (name, _fn, timeout) =>
      original.each(...table)(name, noop, timeout);
  return wrapped;
}
globalThis.it = registerOnly(globalThis.it);
globalThis.test = registerOnly(globalThis.test);
for (const hook of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach']) globalThis[hook] = noop;
