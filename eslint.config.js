// ESLint 9 (flat config): `npm run lint`. ESLint's recommended rules plus a few
// that catch real bugs; no formatting rules.
import js from '@eslint/js';
import globals from 'globals';

export default [
  // Built, installed or generated: never linted.
  { ignores: ['web/pkg/', 'dist/', 'target/', '.tools/', 'node_modules/', 'test-results/'] },

  js.configs.recommended,

  {
    files: ['**/*.js'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused parameters before a used one are part of a signature; an unused
      // catch binding says "any error", so neither is a finding.
      'no-unused-vars': ['error', { args: 'after-used', caughtErrors: 'none', ignoreRestSiblings: true }],
      // `x == null` (null or undefined) stays allowed; any other == is a bug risk.
      eqeqeq: ['error', 'smart'],
      'no-var': 'error',
      // The page escapes and splits on control characters on purpose (quote.js,
      // panels.js and their tests), always written as \u escapes.
      'no-control-regex': 'off',
      'prefer-const': ['error', { destructuring: 'all' }],
      'array-callback-return': 'error',
      'no-constructor-return': 'error',
      'no-self-compare': 'error',
      'no-template-curly-in-string': 'error',
      'no-throw-literal': 'error',
      'no-unreachable-loop': 'error',
    },
  },

  // The page (and the benchmark page) runs in the browser; the worker in a worker.
  { files: ['web/**/*.js', 'bench/**/*.js'], ignores: ['web/engine/worker.js'], languageOptions: { globals: globals.browser } },
  { files: ['web/engine/worker.js'], languageOptions: { globals: globals.worker } },

  // Tests, scripts and this file run in Node.
  { files: ['tests/**/*.js', 'scripts/**/*.js', 'eslint.config.js'], languageOptions: { globals: globals.node } },

  // Node programs that drive the page in Chromium: the callbacks they pass to
  // page.evaluate() run in the page, so browser names are defined there too.
  {
    files: ['tests/browser/**/*.js', 'bench/**/*.js', 'scripts/screenshot.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
];
