import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Every folder under src/features is a feature, so a new one is covered without editing this file.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Bulletproof-react layering: shared code (api, components, lib, testing) -> features -> app.
 * A feature never imports another feature; what two features need lives in shared code.
 */
const layerZones = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what they share to src/lib or src/components.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app layer: move what they need to src/lib.',
  },
  {
    target: ['./src/api', './src/components', './src/lib', './src/testing'],
    from: ['./src/features', './src/app'],
    message: 'Shared code does not import features or the app layer.',
  },
];

/**
 * The screens whose every text comes from the message catalogues (src/i18n/messages): a literal
 * text in their JSX fails the lint. The rest of the client is to follow, folder by folder (the
 * landing's sections, the admin console): add each here once it is translated.
 * The messages themselves (valid ICU, the same placeholders in every language) are checked by
 * `npm run i18n:check`, as they live in JSON rather than in the code.
 */
const TRANSLATED = [
  'src/components/layout/**',
  'src/components/ui/{password-field,password-strength-meter,date-picker,phone-field,choice-group,list-states,confirm-dialog,pager,list-toolbar}.tsx',
  'src/components/couple-profile/**',
  'src/components/member-details/**',
  'src/components/contact/**',
  'src/features/signup/**',
  'src/features/partner/**',
  'src/features/auth/**',
  'src/features/booking/**',
  'src/features/dashboard/**',
  'src/features/settings/**',
  'src/features/support/**',
  'src/features/profile/**',
  'src/features/public/**',
  'src/features/misc/**',
  'src/features/legal/**',
  'src/features/restaurant-reservation/**',
  'src/features/consent/**',
  'src/app/admin/**',
  'src/app/guards.tsx',
  'src/features/admin-login/**',
  'src/features/admin-account/**',
  'src/features/admin-needs-you/**',
  'src/features/admin-dinner-events/**',
  'src/features/admin-cities/**',
  'src/features/admin-jobs/**',
  'src/features/admin-analytics/**',
  'src/features/admin-history/**',
  'src/features/admin-restaurants/**',
  'src/features/admin-dinner-operations/**',
  'src/features/admin-users/**',
  'src/components/admin/**',
  'src/features/admin-support/**',
  'src/features/admin-safety/**',
  'src/features/admin-integrations/**',
  'src/features/admin-matching/**',
];

export default tseslint.config(
  { ignores: ['dist/**', 'src/api/generated/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Cache refreshes are declared once, in a mutation's meta (lib/query-client.ts handles them all).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/query-client.ts', 'src/**/*.spec.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='invalidateQueries']",
          message: 'Declare what a mutation makes stale in its meta: useX(invalidating([keys])) from lib/query-client.ts.',
        },
      ],
    },
  },
  {
    files: TRANSLATED,
    ignores: ['src/**/*.spec.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        // Our components' text props too, beside the DOM's own (aria-label, placeholder, title, alt).
        { props: { include: [['*', '{label,placeholder,title,intro,legend,description,hint,heading}']] } },
      ],
    },
  },
  {
    files: ['test/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        URL: 'readonly',
        document: 'readonly',
        window: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
      },
    },
  },
);
