import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor poll the document until it shows the state; on a busy machine that can
// take longer than the 1 s default, and the test's own timeout is the bound that matters.
configure({ asyncUtilTimeout: 30_000 });
