export {
  checkFairnessSeeds,
  commitServerSeed,
  type FairnessSeeds,
  FairRandomSource,
  MAX_CLIENT_SEED_LENGTH,
  MIN_SERVER_SEED_BYTES,
  verifyCommit,
} from "./fair";
export {
  getSlotGame,
  isSlotGameId,
  playSpin,
  replaySpin,
  SLOT_GAME_IDS,
  SLOT_GAMES,
  settleSpin,
} from "./games";
export { formatMultiplier, MULTIPLIER_SCALE, payoutFor } from "./multiplier";
export { createSimulationSource, type RandomSource, randomInt, Xoshiro128StarStar } from "./random";
export { combineSimulations, type SimulationResult, simulate } from "./simulation";
export type {
  FreeSpinStep,
  HoldAndWinFeature,
  PaytableRow,
  RespinStep,
  SlotCoin,
  SlotGame,
  SlotGameId,
  SlotGameMeta,
  SlotOutcome,
  SlotStep,
  SlotWin,
  Volatility,
} from "./types";
export { volatilityOf } from "./types";
