import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests for lib/ (pure logic) and content/ (data invariants); components may opt into jsdom per file. */
export default createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/.next/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
