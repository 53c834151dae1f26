/**
 * Cost of the TypeScript samples, cold and warm (BENCHMARKS.md).
 * Not part of the normal suite (vitest.config.ts includes it only when BENCH_SAMPLES is set); run with
 *   BENCH_SAMPLES=content/docs npx vitest run src/node/dialect/samples/samples.bench.ts
 * CPU time is reported next to wall time: on a shared machine only CPU time is comparable.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "vitest"
import { prepareDialect, samplesIn } from "../prepare"
import { loadContent } from "../../content"
import { SampleChecker } from "./samples"

const content = process.env.BENCH_SAMPLES ?? "content/docs"

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since)
  return Math.round((used.user + used.system) / 1000)
}

test("samples: cold and warm", async () => {
  const contentDir = path.resolve(content)
  const cacheDir = path.join(process.cwd(), ".tmp", "bench-samples-cache")
  fs.rmSync(cacheDir, { recursive: true, force: true })

  let cpu = process.cpuUsage()
  const cold = await prepareDialect(loadContent(contentDir).withTrees(), { cacheDir })
  console.log(`cold: ${cold.samples} samples in ${cold.files} docs, ${cold.checked} checked, ${cold.ms} ms wall, ${cpuMs(cpu)} ms CPU (checking, JavaScript tabs, highlighting)`)
  expect(cold.errors).toEqual([])

  const samples = loadContent(contentDir)
    .withTrees()
    .flatMap((doc) => samplesIn(doc.tree))
  const single = new SampleChecker({ root: process.cwd(), cacheDir: null })
  cpu = process.cpuUsage()
  let started = performance.now()
  single.checkMany(samples)
  console.log(`one thread, one Program: ${Math.round(performance.now() - started)} ms wall, ${cpuMs(cpu)} ms CPU, ${(cpuMs(cpu) / samples.length).toFixed(1)} ms CPU per sample`)

  const warm = new SampleChecker({ root: process.cwd(), cacheDir: path.join(cacheDir, "check") })
  cpu = process.cpuUsage()
  started = performance.now()
  warm.checkMany(samples)
  console.log(`warm (disk cache): ${Math.round(performance.now() - started)} ms wall, ${cpuMs(cpu)} ms CPU`, warm.stats)
  expect(warm.stats.checked).toBe(0)
}, 1_800_000)
