import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import sqlText from './eslint-rules/sql-text.mjs';

const ONE_QUERY_AT_A_TIME = {
  selector: "CallExpression[callee.object.name='Promise'][callee.property.name='all']",
  message: 'Independent reads go through UnitOfWork.all (docs/architecture.md): inside a transaction its one connection runs one query at a time.',
};

const ZONE_OF_THE_DINNER = {
  selector: "Literal[value='Europe/Dublin']",
  message: "A dinner's time zone comes from its city: timeZoneOf(city, country) in dinners/domain/dinner-cities.ts (matching reads it in DinnerToMatch).",
};

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'jest.config.js', '.dependency-cruiser.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    // Type-aware (through tsconfig.json), for the rules that need types: a promise nobody awaits
    // loses its error and outlives the unit of work it was started in.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['src/modules/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-syntax': ['error', ONE_QUERY_AT_A_TIME, ZONE_OF_THE_DINNER] },
  },
  {
    // The table of cities names the zones; API examples show one.
    files: ['src/modules/dinners/domain/dinner-cities.ts', 'src/modules/**/*.dto.ts'],
    rules: { 'no-restricted-syntax': ['error', ONE_QUERY_AT_A_TIME] },
  },
  {
    files: ['src/modules/*/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'typeorm', 'express', 'express-*', 'class-validator', 'class-transformer', 'stripe', '@google/*', 'pg'],
              message: 'domain/ is pure TypeScript: no framework imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to write SQL (docs/architecture.md, "The database"). Migrations are generated,
    // frozen history; tests and scripts set up rows in plain SQL.
    files: ['src/**/*.ts'],
    ignores: ['**/*.spec.ts', 'src/platform/database/migrations/**'],
    plugins: { sql: sqlText },
    rules: { 'sql/no-numbered-parameter': 'error', 'sql/no-status-literal': 'error', 'sql/one-query-style': 'error' },
  },
  {
    // The helper itself writes `$n`; domain/ owns the status words.
    files: ['src/platform/database/sql.ts', 'src/modules/*/domain/**/*.ts'],
    rules: { 'sql/no-numbered-parameter': 'off', 'sql/no-status-literal': 'off', 'sql/one-query-style': 'off' },
  },
  {
    // An index's predicate is schema, compared by migration:check with the database's own text.
    files: ['src/**/*.orm-entity.ts'],
    rules: { 'sql/no-status-literal': 'off' },
  },
);
