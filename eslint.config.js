import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.cache/', 'src/.generated-check/', 'node_modules/', 'src/generated/', 'src/routeTree.gen.ts', 'test-results/', 'playwright-report/', 'bench-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      // One tooltip and one switch for the whole console: Chakra's give every trigger and every switch a state
      // machine, which a table of truncated cells or a list of rules cannot afford.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@chakra-ui/react', importNames: ['Tooltip'], message: 'Use Hint from src/components/hint/Hint.tsx.' },
            { name: '@chakra-ui/react', importNames: ['Switch'], message: 'Use ToggleSwitch from src/components/ToggleSwitch.tsx.' },
          ],
        },
      ],
    },
  },
  // The React Compiler behind these rules parses every file it is given (four fifths of the lint's time):
  // only the console's own code has components and hooks; the sandbox, the scripts and the e2e specs have none.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'sandbox/**', 'tests/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
