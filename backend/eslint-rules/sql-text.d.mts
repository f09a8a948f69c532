import type { ESLint } from 'eslint';

declare const sqlText: ESLint.Plugin;
export default sqlText;
