// A worker thread of bench/slot-engines.ts: plays the chunks of rounds it is sent and answers with
// their figures, so the long RTP checks use every core.
import { parentPort } from "node:worker_threads";
import { createSimulationSource, getSlotGame, type SlotGameId, simulate } from "@casino/domain";

export interface SimulationChunk {
  gameId: SlotGameId;
  seed: number;
  rounds: number;
}

if (!parentPort) throw new Error("slot-simulation-worker runs as a worker thread");
const port = parentPort;
port.on("message", (chunk: SimulationChunk) => {
  port.postMessage(simulate(getSlotGame(chunk.gameId), createSimulationSource(chunk.seed), chunk.rounds));
});
