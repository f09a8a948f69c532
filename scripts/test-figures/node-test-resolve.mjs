// Module hook: `node:test` resolves to the counting stand-in.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'node:test') return { url: new URL('./node-test-stand-in.mjs', import.meta.url).href, shortCircuit: true };
  return nextResolve(specifier, context);
}
