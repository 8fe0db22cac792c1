// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const webFeatures = ['auth', 'brand', 'orders', 'request', 'outside-store', 'protocols', 'wallet', 'backoffice'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // No module imports what imports it, not even through others (issue 24 found two such cycles in the web, issue 47
    // the last two in the domain and bench): every TypeScript file of the repo. The resolver follows relative imports
    // written without an extension or with `.js` for a `.ts` file (the API's and the domain's), as TypeScript does.
    files: ['**/*.{ts,tsx}'],
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The domain is pure: nothing from the apps, React, Fastify, the database or Node's I/O.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', '@mantine/*'], message: 'packages/domain must not import React.' },
            { group: ['fastify', '@fastify/*', 'fastify-*'], message: 'packages/domain must not import Fastify.' },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message: 'packages/domain must not touch the database.',
            },
            { group: ['node:*', 'fs', 'path', 'http', 'net'], message: 'packages/domain does no I/O.' },
            {
              group: ['**/apps/**', '@portal/web', '@portal/api'],
              message: 'packages/domain imports nothing from the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features do not import each other; routes (app/) compose them (bulletproof-react).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature; compose them in app/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not import from app/.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not import features or app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
