import {
  commitServerSeed,
  isSlotGameId,
  MAX_CLIENT_SEED_LENGTH,
  MIN_SERVER_SEED_BYTES,
  replaySpin,
  type SlotOutcome,
} from "@casino/domain";

/** What the verifier form holds: text as typed (or as a round's link put it there). */
export interface VerifierInput {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** The engine id (`classic-3-reel`, `video-5x3`, `hold-and-win`). */
  game: string;
  /** Optional: the hash the casino committed to before play, to compare with the seed's. */
  serverSeedHash: string;
}

export type VerifierField = "serverSeed" | "clientSeed" | "nonce" | "game";

/** Dictionary keys of what is wrong with each field. */
export type VerifierProblems = Partial<Record<VerifierField, string>>;

export interface Verification {
  problems: VerifierProblems;
  /** SHA-256 of the server seed's bytes (lowercase hex) whenever the seed is hex. */
  hash: string | null;
  /** Whether that hash equals the committed one; null when none was given or the seed is not hex. */
  matchesCommitment: boolean | null;
  /** The recomputed round, when every field is valid. */
  outcome: SlotOutcome | null;
}

const HEX = /^(?:[0-9a-fA-F]{2})+$/;
const NONCE = /^\d{1,15}$/;

export const EMPTY_INPUT: VerifierInput = {
  serverSeed: "",
  clientSeed: "",
  nonce: "",
  game: "",
  serverSeedHash: "",
};

/** The form's first values from a round's deep link (`/fairness?serverSeed=…&clientSeed=…&nonce=…&game=…`). */
export function inputFromSearch(search: URLSearchParams): VerifierInput {
  const read = (name: keyof VerifierInput) => (search.get(name) ?? "").trim();
  return {
    serverSeed: read("serverSeed"),
    clientSeed: search.get("clientSeed") ?? "",
    nonce: read("nonce"),
    game: read("game"),
    serverSeedHash: read("serverSeedHash"),
  };
}

/** Whether the deep link gave everything needed to verify at once. */
export function isComplete(input: VerifierInput): boolean {
  return input.serverSeed !== "" && input.clientSeed !== "" && input.nonce !== "" && input.game !== "";
}

/**
 * Recomputes a round in the browser, with the very functions the server plays with (ARCHITECTURE D17):
 * the seed's SHA-256 to compare with the commitment shown before play, and `replaySpin` for the outcome.
 */
export function verifyRound(input: VerifierInput): Verification {
  const serverSeed = input.serverSeed.trim();
  const problems: VerifierProblems = {};
  if (!HEX.test(serverSeed)) problems.serverSeed = "fairness.problem.serverSeedHex";
  else if (serverSeed.length < MIN_SERVER_SEED_BYTES * 2)
    problems.serverSeed = "fairness.problem.serverSeedLength";
  if (input.clientSeed.length < 1 || input.clientSeed.length > MAX_CLIENT_SEED_LENGTH) {
    problems.clientSeed = "fairness.problem.clientSeed";
  }
  const nonce = input.nonce.trim();
  if (!NONCE.test(nonce)) problems.nonce = "fairness.problem.nonce";
  if (!isSlotGameId(input.game)) problems.game = "fairness.problem.game";

  const hash = HEX.test(serverSeed) ? commitServerSeed(serverSeed) : null;
  const committed = input.serverSeedHash.trim().toLowerCase();
  const matchesCommitment = hash && committed ? hash === committed : null;
  let outcome: SlotOutcome | null = null;
  if (Object.keys(problems).length === 0 && isSlotGameId(input.game)) {
    outcome = replaySpin(input.game, { serverSeed, clientSeed: input.clientSeed, nonce: Number(nonce) });
  }
  return { problems, hash, matchesCommitment, outcome };
}
