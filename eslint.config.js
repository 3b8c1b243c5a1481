import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-ssr/', 'dist-server/', 'node_modules/', 'data/', '.test-data/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // CommonJS config files (dependency-cruiser's).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
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
