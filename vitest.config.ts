import { defineConfig } from "vitest/config"

export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    include: process.env.BENCH_SAMPLES
      ? ["src/**/*.bench.ts"]
      : ["src/**/*.test.ts", "src/**/*.test.tsx", "plugins/**/*.test.ts", "plugins/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
  },
})
