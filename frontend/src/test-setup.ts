import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// findBy*/waitFor poll the document until it shows the state; on a busy machine that can
// take longer than the 1 s default, and the test's own timeout is the bound that matters.
configure({ asyncUtilTimeout: 30_000 });

// The same for vi.waitFor, whose 1 s default failed router specs on a loaded machine (a lazy
// route loads slower there); a spec may still pass options of its own.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: 30_000, ...options })) as typeof vi.waitFor;
