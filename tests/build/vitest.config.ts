// `npm run test:build`: the checks of what the builds hold and load (bundle-size.check.ts). They
// read the builds that scripts/test/run-e2e.mjs makes for the browser tests, so they run after those
// builds, not with the unit tests (`npm run test:unit`, which runs before any build).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/build/*.check.ts'],
    environment: 'node',
  },
});
