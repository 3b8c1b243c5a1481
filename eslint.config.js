import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Tests and what only tests use: the fake servers and the test harness, all under server/test (the same as .dependency-cruiser.cjs's testSide).
const testFiles = ['**/*.test.{ts,tsx}', 'server/test/**', 'e2e/**'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-ssr/', 'dist-server/', 'node_modules/', 'data/', '.test-data/', 'bench/results/'] },
  js.configs.recommended,
  // Type-aware rules (docs/lint.md): each .ts/.tsx file is checked with the program of its own tsconfig
  // (the project service finds it through tsconfig.json's references).
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Off: services, repositories and hooks are factories returning closures, not classes; the rule
      // cannot see that and flags every `const { play } = useReadAloud()` and `map(ctx.tint)`.
      '@typescript-eslint/unbound-method': 'off',
      // Off: an async function that does not await is how a port's implementation keeps its promise
      // (a throw becomes a rejection); removing `async` to please the rule would change that.
      '@typescript-eslint/require-await': 'off',
      // React ignores what a handler returns, and the async handlers here are TanStack Query's refetch and
      // mutate (which do not reject) and react-hook-form's handleSubmit. Everywhere else (timers,
      // process.on, emitters, arguments) a promise where a void callback is expected stays an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Promise.all over a list where some entries have nothing to wait for (null) is fine.
      '@typescript-eslint/await-thenable': ['error', { allowMixedPromiseArrays: true }],
      // React Router's loaders throw redirect(), a Response.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // Passing a rejection on (an AbortSignal's reason, a caught error) is not rejecting with a non-Error.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
    },
  },
  {
    // Tests, their fake servers and the benches read HTTP answers and fixtures as `any`
    // (`await res.json()`); a wrong shape fails the test or the bench itself.
    files: [...testFiles, 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // A fake server's async request handler (or a test's async callback) that throws is an unhandled
    // rejection, which fails the Vitest run.
    files: testFiles,
    rules: { '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }] },
  },
  {
    // Plain JavaScript (bench runners, scripts, the speech workers, config files) belongs to no
    // tsconfig: the rules without types only.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS config files (dependency-cruiser's).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The web app's markup: eslint-plugin-jsx-a11y's recommended rules.
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['web/src/**/*.tsx'],
    rules: {
      // The radio cards wrap their input and text in a few spans (label > span > span > text).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
      // A scrolling region (the admin's wide user table) takes focus, so a keyboard can scroll it
      // (axe's scrollable-region-focusable, which the browser journeys run).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // Issue 27: the story plan is the one source of a story's meaning. Its text (`TITLE:`, `[Billede i]`)
    // is derived from the plan and read back only by the converters: the plan's own module, the plan at
    // the database edge, the page editor's typed text, the writers (a parent's description is not a
    // story), the bench and the tests (which read a story as a person would).
    files: ['**/*.{ts,tsx}'],
    ignores: [
      'shared/story-text.ts',
      'shared/story-plan.ts',
      'shared/story-plan-text.ts',
      'server/db/story-plan-column.ts',
      // The Historietjek's form check reads the plan; it splits a plan sentence an AI writer gave as two,
      // and reads typed text (the raw editor) through planFromText.
      'shared/story-check.ts',
      'server/modules/stories/plan-edit.ts',
      'server/modules/stories/service.ts',
      'web/src/features/stories/page-drafts.ts',
      'server/providers/text/**',
      'bench/**',
      'e2e/**',
      'scripts/**',
      '**/*.test.{ts,tsx}',
      'server/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/story-text', '@shared/story-text'],
              importNames: ['parseStory', 'splitSentences', 'readAloudSections', 'sceneCount'],
              message: "Read the story's plan (shared/story-plan.ts: planScenes, planReadAloudSections, pageText), not its text.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
