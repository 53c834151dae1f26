import { configDefaults, defineConfig } from "vitest/config"

/**
 * Tests that run a real `gatsby build` of a fixture: a minute of CPU between them, so they are
 * a project of their own (`npm run test:integration`), kept out of the fast unit run.
 */
const INTEGRATION_TESTS = ["src/node/build-errors.test.ts", "plugins/gatsby-plugin-static-bodies/src/node/warm-build.test.ts", "src/node/dialect/bad-input.test.ts", "src/node/develop/develop-server.test.ts"]

export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    environment: "node",
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: process.env.BENCH_SAMPLES
            ? ["src/**/*.bench.ts"]
            : ["src/**/*.test.ts", "src/**/*.test.tsx", "plugins/**/*.test.ts", "plugins/**/*.test.tsx", "scripts/**/*.test.ts", "e2e/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...INTEGRATION_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: INTEGRATION_TESTS,
          testTimeout: 300_000,
        },
      },
    ],
  },
})
