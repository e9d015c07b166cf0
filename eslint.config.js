// Lint of the sources (npm run lint; test/lint.test.ts runs it in npm test). The regexp rules
// that matter most here are the super-linear ones: every regular expression of src/ runs on text
// from pull requests, so none may backtrack super-linearly (test/regex-redos.test.ts also runs
// the ReDoS checker over each of them).
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', '.tmp/**', 'bench/**'] },
  {
    files: ['src/**/*.ts'],
    extends: [tseslint.configs.recommended, regexp.configs['flat/recommended']],
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      // Style only: how a character class is spelled (`[0-9]` or `\d`, `[A-Za-z]` or the `i`
      // flag) is left to the author; the rules about what a pattern matches all stay on.
      'regexp/prefer-d': 'off',
      'regexp/prefer-w': 'off',
      'regexp/use-ignore-case': 'off',
      'regexp/no-unused-capturing-group': 'off',
      'regexp/control-character-escape': 'off',
      'regexp/prefer-character-class': 'off',
      // Control characters are faults the checks look for: patterns name them on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
