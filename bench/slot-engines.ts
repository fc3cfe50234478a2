import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import {
  combineSimulations,
  createSimulationSource,
  FairRandomSource,
  type SimulationResult,
  SLOT_GAME_IDS,
  SLOT_GAMES,
  type SlotGameId,
  simulate,
} from "@casino/domain";
import type { BenchResult } from "./support/result";
import type { SimulationChunk } from "./support/slot-simulation-worker";

/**
 * The slot engines (packages/domain/src/slots):
 * - the time of one spin on each engine's simulation path, and on the live path (provably fair HMAC
 *   stream, full outcome built), in raw PRNG draws: (PRNG draws per second) ÷ (spins per second), both
 *   measured in this run, so lower is faster;
 * - each engine's RTP over many more rounds than the unit tests play, as observed ÷ declared, which
 *   must stay within ±0.1 percentage point (the run fails otherwise).
 */

/** Rounds of the RTP check per game: a standard error of 0.00025 to 0.0004 (SD 1.6, 3.7 and 6.1). */
const RTP_ROUNDS: Record<SlotGameId, number> = {
  "classic-3-reel": 40_000_000,
  "video-5x3": 120_000_000,
  "hold-and-win": 240_000_000,
};
const CHUNK_ROUNDS = 10_000_000;
const RTP_TOLERANCE = 0.001;
const THROUGHPUT_ROUNDS = 2_000_000;
const LIVE_ROUNDS = 50_000;
const PRNG_DRAWS = 50_000_000;

export async function slotEngines(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const drawsPerSecond = prngDrawsPerSecond();
  for (const id of SLOT_GAME_IDS) {
    const game = SLOT_GAMES[id];
    simulate(game, createSimulationSource(1), THROUGHPUT_ROUNDS / 10); // warm up the JIT
    const simulated = perSecond(THROUGHPUT_ROUNDS, () =>
      simulate(game, createSimulationSource(2), THROUGHPUT_ROUNDS),
    );
    const serverSeed = "5eed".repeat(16);
    const live = perSecond(LIVE_ROUNDS, () => {
      for (let nonce = 0; nonce < LIVE_ROUNDS; nonce++) {
        game.play(new FairRandomSource({ serverSeed, clientSeed: "bench", nonce }));
      }
    });
    const baseline = `PRNG ${format(drawsPerSecond)} draws/s`;
    results.push(
      {
        name: `slot-engines.${id}.spin-time-in-prng-draws`,
        value: drawsPerSecond / simulated,
        detail: `${format(simulated)} spins/s; ${baseline}`,
      },
      {
        name: `slot-engines.${id}.live-spin-time-in-prng-draws`,
        value: drawsPerSecond / live,
        detail: `${format(live)} provably fair spins/s with outcomes; ${baseline}`,
      },
    );
  }

  const observed = await simulateInWorkers(RTP_ROUNDS);
  for (const id of SLOT_GAME_IDS) {
    const { rtp } = SLOT_GAMES[id].meta;
    const result = observed[id];
    const difference = result.rtp - rtp;
    const isWithin = Math.abs(difference) <= RTP_TOLERANCE;
    if (!isWithin) {
      console.error(
        `slot-engines: ${id} returned ${result.rtp.toFixed(5)}, declared ${rtp}: outside ±${RTP_TOLERANCE}`,
      );
      process.exitCode = 1;
    }
    results.push({
      name: `slot-engines.${id}.rtp-observed-vs-declared`,
      value: result.rtp / rtp,
      detail:
        `${result.rounds.toLocaleString("en")} rounds: RTP ${result.rtp.toFixed(5)} ± ${result.standardError.toFixed(5)} (1 SE), ` +
        `declared ${rtp.toFixed(4)}, z = ${(difference / result.standardError).toFixed(2)}, ` +
        `${isWithin ? "within" : "OUTSIDE"} ±0.1 %; SD ${result.standardDeviation.toFixed(2)}, max win ${result.maxWin}×`,
    });
  }
  return results;
}

function prngDrawsPerSecond(): number {
  const source = createSimulationSource(3);
  let sink = 0;
  const rate = perSecond(PRNG_DRAWS, () => {
    for (let i = 0; i < PRNG_DRAWS; i++) sink ^= source.nextUint32();
  });
  // Use the result so the loop cannot be optimised away.
  if (sink === 0.5) console.log(sink);
  return rate;
}

function perSecond(count: number, run: () => void): number {
  const started = performance.now();
  run();
  return count / ((performance.now() - started) / 1000);
}

const format = (n: number) => Math.round(n).toLocaleString("en");

/** Plays every game's rounds in 10-million-round chunks, each with its own seed, over a worker pool. */
async function simulateInWorkers(
  rounds: Record<SlotGameId, number>,
): Promise<Record<SlotGameId, SimulationResult>> {
  const chunks: SimulationChunk[] = [];
  for (const gameId of SLOT_GAME_IDS) {
    for (let done = 0, seed = 1; done < rounds[gameId]; done += CHUNK_ROUNDS, seed++) {
      chunks.push({ gameId, seed: seed * 7919, rounds: Math.min(CHUNK_ROUNDS, rounds[gameId] - done) });
    }
  }
  const byGame = new Map<SlotGameId, SimulationResult[]>();
  const workerCount = Math.max(1, Math.min(availableParallelism(), chunks.length));
  let next = 0;
  await Promise.all(
    Array.from({ length: workerCount }, async () => {
      const worker = startWorker();
      try {
        for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) {
          const result = await run(worker, chunk);
          byGame.set(chunk.gameId, [...(byGame.get(chunk.gameId) ?? []), result]);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return Object.fromEntries(
    SLOT_GAME_IDS.map((id) => [id, combineSimulations(byGame.get(id) ?? [])]),
  ) as Record<SlotGameId, SimulationResult>;
}

/**
 * A worker running support/slot-simulation-worker.ts. On Node 20 a worker does not inherit tsx's loader
 * (not even through execArgv), so a small bootstrap registers it before importing the TypeScript file.
 */
function startWorker(): Worker {
  const script = new URL("./support/slot-simulation-worker.ts", import.meta.url).href;
  const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(script)}); });`;
  return new Worker(bootstrap, { eval: true });
}

function run(worker: Worker, chunk: SimulationChunk): Promise<SimulationResult> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      worker.off("message", onMessage);
      reject(error);
    };
    const onMessage = (result: SimulationResult) => {
      worker.off("error", onError);
      resolve(result);
    };
    worker.once("message", onMessage);
    worker.once("error", onError);
    worker.postMessage(chunk);
  });
}
