import { defineConfig } from 'vitest/config';

/** `npm test -w @portal/sandbox`: the core's own tests, without the portal. */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
  },
});
