// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const serverSrc = './apps/server/src';
const webSrc = './apps/web/src';

/** The dependency rules of DESIGN.md §2, written as forbidden import zones. */
const layering = [
  // contracts imports only zod
  { target: './packages/contracts', from: './apps', message: 'contracts imports only zod.' },
  // server: lib, plugins, coach and knowledge never import modules
  { target: `${serverSrc}/lib`, from: `${serverSrc}/modules`, message: 'lib/ never imports modules/.' },
  {
    target: `${serverSrc}/plugins`,
    from: `${serverSrc}/modules`,
    message: 'plugins/ never imports modules/.',
  },
  { target: `${serverSrc}/coach`, from: `${serverSrc}/modules`, message: 'coach/ never imports modules/.' },
  { target: `${serverSrc}/db`, from: `${serverSrc}/modules`, message: 'db/ never imports modules/.' },
  // knowledge sits below coach/ and above db/ and lib/ (D19)
  {
    target: `${serverSrc}/knowledge`,
    from: [`${serverSrc}/modules`, `${serverSrc}/coach`],
    message: 'knowledge/ never imports modules/ or coach/.',
  },
  // metrics/ decorates the other layers' ports from app.ts; none of them knows it is measured
  {
    target: ['lib', 'plugins', 'coach', 'knowledge', 'db', 'jobs', 'modules'].map(
      (dir) => `${serverSrc}/${dir}`,
    ),
    from: `${serverSrc}/metrics`,
    message: 'metrics/ is wired in by app.ts: measured code never imports it.',
  },
  // the web never imports server code, and runs app → features → components/lib
  { target: './apps/web', from: './apps/server', message: 'The web never imports server code.' },
  { target: `${webSrc}/components`, from: `${webSrc}/features`, message: 'components/ is shared UI only.' },
  { target: `${webSrc}/components`, from: `${webSrc}/app`, message: 'components/ is shared UI only.' },
  { target: `${webSrc}/lib`, from: [`${webSrc}/features`, `${webSrc}/app`, `${webSrc}/components`] },
  { target: `${webSrc}/features`, from: `${webSrc}/app`, message: 'features/ never import app/.' },
  ...webFeatures().map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature.',
  })),
];

function webFeatures() {
  const dir = new URL('./apps/web/src/features', import.meta.url);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'scripts/*.mjs',
            'vitest.config.ts',
            'packages/*/vitest.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          conditionNames: ['@socratica/source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layering }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins are async by contract even when they register routes synchronously.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/utils', '**/utils/*', '**/helpers'],
              message: 'No grab-bag modules: name the file after its purpose.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests read JSON answers whose shape each assertion checks anyway.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'apps/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
