// Runs the benchmarks in turn and prints `name: value [budget …] (raw numbers)`, one line per result.
// Each value is a ratio to a baseline measured in this same run (or a size, a latency or seconds where
// the name says so), so the numbers compare across machines; absolute req/s in the parentheses do not.
// The run exits non-zero when a benchmark fails or a result breaks its budget.
//
//   npm run bench                      every benchmark
//   npm run bench -- wallet-bets ...   only the named ones

import { type Benchmark, type BenchResult, formatResult, keepsBudget } from "./support/result";

// React and React Router pick their production builds from NODE_ENV when first imported; production
// is what we ship, so set it before the benchmarks are imported (dynamically, below).
process.env.NODE_ENV ??= "production";

// A benchmark that forgets to close a server would keep the process alive; fail loudly instead.
const HANG_LIMIT_MS = 900_000;
setTimeout(() => {
  console.error(`bench: still running after ${HANG_LIMIT_MS / 1000} s; a server was not stopped`);
  process.exit(1);
}, HANG_LIMIT_MS).unref();

const BENCHMARKS: { name: string; load: () => Promise<Benchmark> }[] = [
  { name: "hello-route", load: async () => (await import("./hello-route")).helloRoute },
  { name: "ssr-pages", load: async () => (await import("./ssr-pages")).ssrPages },
  { name: "initial-js", load: async () => (await import("./initial-js")).initialJs },
  { name: "lighthouse", load: async () => (await import("./lighthouse")).lighthouse },
  { name: "slot-engines", load: async () => (await import("./slot-engines")).slotEngines },
  { name: "wallet-bets", load: async () => (await import("./wallet-bets")).walletBets },
  { name: "restart", load: async () => (await import("./restart")).restart },
  { name: "push-fanout", load: async () => (await import("./push-fanout")).pushFanout },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !BENCHMARKS.some((benchmark) => benchmark.name === name));
if (unknown.length > 0) {
  console.error(
    `bench: no benchmark named ${unknown.join(", ")}; known: ${BENCHMARKS.map((b) => b.name).join(", ")}`,
  );
  process.exit(2);
}

const broken: BenchResult[] = [];
for (const benchmark of BENCHMARKS.filter((b) => wanted.length === 0 || wanted.includes(b.name))) {
  const started = performance.now();
  try {
    const results = await (await benchmark.load())();
    for (const result of results) {
      console.log(formatResult(result));
      if (!keepsBudget(result)) broken.push(result);
    }
  } catch (error) {
    // Keep going: one broken benchmark should not hide the others' numbers.
    console.error(`${benchmark.name}: failed`, error);
    process.exitCode = 1;
  }
  console.log(`# ${benchmark.name} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (broken.length > 0) {
  console.log(`# ${broken.length} budget(s) broken: ${broken.map((result) => result.name).join(", ")}`);
  process.exitCode = 1;
}
