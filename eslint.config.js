// Lint for the whole repository (ESLint flat config). Formatting belongs to Prettier: eslint-config-prettier,
// last in the list, turns off every rule that would disagree with it.
// Type-aware rule sets are left out on purpose: they need the TypeScript program and make a run several times
// slower; `npm run typecheck` covers types.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettierConfig from 'eslint-config-prettier/flat';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores(['dist/', 'data/', 'coverage/', '.tap/', 'test-output/', 'playwright-report/']),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { import: importPlugin },
    rules: {
      // Unused names are errors unless they start with "_" (kept on purpose: positional parameters, rest siblings).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // `any` is refused everywhere but one place: the value a redux-saga generator receives back from `yield`
      // (the third type argument of Generator), which the saga effects cannot type. no-explicit-any has no option
      // for that, so the same check is written as a syntax selector that leaves that one position out.
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAnyKeyword:not(TSTypeReference[typeName.name='Generator'] > TSTypeParameterInstantiation > TSAnyKeyword:nth-child(3))",
          message: 'Use `unknown` or a precise type. `any` is allowed only as the third type argument of a saga Generator (what `yield` returns).',
        },
      ],
      // Import rules that catch mistakes. Resolution-based rules (no-unresolved, named, no-cycle) are left out:
      // the bundler and the type checker already resolve every import, and the resolver would slow each run.
      'import/no-duplicates': 'error',
      'import/no-self-import': 'error',
      'import/no-useless-path-segments': 'error',
      'import/first': 'error',
      'import/no-absolute-path': 'error',
      'import/no-mutable-exports': 'error',
      'import/no-empty-named-blocks': 'error',
    },
  },

  // The browser side (and the React tree the renderer prints on the server): hooks rules and accessibility.
  {
    files: ['client/**/*.{ts,tsx}', 'renderer/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['client/**/*.tsx', 'renderer/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // in the browser react-router-dom is client/router/lite.tsx (docs/decisions/0006): what it lacks
      // would break only the browser build, so name it here
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowTypeImports: true,
              importNames: [
                'Link',
                'NavLink',
                'Routes',
                'Route',
                'Outlet',
                'MemoryRouter',
                'useMatch',
                'useHref',
                'useNavigationType',
                'useRoutes',
                'useOutlet',
              ],
              message: 'Use client/ui/Link.tsx (Link, NavLink); the browser build replaces react-router-dom with client/router/lite.tsx.',
            },
          ],
        },
      ],
    },
  },

  prettierConfig,
]);
