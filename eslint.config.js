import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Features do not import each other: shared code moves down into src/components or packages/*. */
const featureOf = (file) =>
  file
    .split(path.sep)
    .join('/')
    .match(/\/src\/features\/([^/]+)\//)?.[1];
const boundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        messages: {
          crossing: 'Feature "{{from}}" imports feature "{{to}}"; move the shared part down.',
        },
      },
      create(context) {
        const from = featureOf(context.filename);
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (!from || typeof source !== 'string' || !source.startsWith('.')) return;
            const to = featureOf(path.resolve(path.dirname(context.filename), source));
            if (to && to !== from)
              context.report({ node, messageId: 'crossing', data: { from, to } });
          },
        };
      },
    },
  },
};

/**
 * Server modules have a public face: outside apps/server/src/modules/<m>/, only <m>/index.ts may be
 * imported (decision 011).
 */
const serverModuleOf = (file) =>
  file
    .split(path.sep)
    .join('/')
    .match(/\/apps\/server\/src\/modules\/([^/]+)\/(.+)$/);
const moduleFaces = {
  rules: {
    'only-module-faces': {
      meta: {
        type: 'problem',
        messages: {
          internal:
            'Import "{{to}}" through its face, modules/{{module}}/index.ts: other modules may not reach inside it.',
        },
      },
      create(context) {
        const from = serverModuleOf(context.filename)?.[1];
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (typeof source !== 'string' || !source.startsWith('.')) return;
            const target = serverModuleOf(path.resolve(path.dirname(context.filename), source));
            if (!target || target[1] === from || target[2] === 'index.js') return;
            context.report({
              node,
              messageId: 'internal',
              data: { to: source, module: target[1] },
            });
          },
        };
      },
    },
  },
};

const focusedOrSkipped = [
  {
    selector: 'CallExpression[callee.property.name="only"]',
    message: 'A focused test hides the others.',
  },
  {
    selector: 'CallExpression[callee.property.name="skip"]',
    message: 'A skipped test proves nothing.',
  },
];

const useThePaths =
  'Build links with the typed paths object (config/paths.ts), not a literal path.';
const linkAttribute = 'JSXAttribute[name.name=/^(to|href)$/]';
const literalAppPaths = [
  { selector: `${linkAttribute} > Literal[value=/^\\//]`, message: useThePaths },
  {
    selector: `${linkAttribute} > JSXExpressionContainer > Literal[value=/^\\//]`,
    message: useThePaths,
  },
  {
    selector: `${linkAttribute} > JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]`,
    message: useThePaths,
  },
  {
    selector: 'CallExpression[callee.name="navigate"] > Literal[value=/^\\//]',
    message: useThePaths,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'scripts/tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', ...focusedOrSkipped],
    },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/admin/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'packages/client/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Links come from each app's typed paths object (config/paths.ts), never from literal strings.
    files: ['apps/web/src/**/*.tsx', 'apps/admin/src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...focusedOrSkipped, ...literalAppPaths] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { faces: moduleFaces },
    rules: { 'faces/only-module-faces': 'error' },
  },
  {
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: '@playwright/test',
          message:
            'Import test and expect from ./fixtures.js, so every screen is checked with axe.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/admin/src/features/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/no-cross-feature-imports': 'error' },
  },
);
