/**
 * What a game page in the game iframe tells the page around it (the game modal), with `postMessage`.
 * Both sides use this module: the game page posts with `postToHost`, the modal listens with
 * `listenToGameMessages`, which drops anything that does not come from the game's origin and frame.
 *
 * - `casino:balance` when the game starts and after every settled spin: the playable balance in minor units
 *   of `currency` (coins: whole coins; entries: hundredths, entries and winnings together), as the game
 *   API answered it, with the session's `mode` and, after a spin, the round's id, stake and win (minor
 *   units). The host reloads the header balance from the ledger after real-money spins; the numbers are
 *   for display only.
 * - `casino:insufficient-funds` when a bet cannot be paid: the host offers coins (insufficient funds modal).
 * - `casino:max-bet` when the wallet refuses a stake above the maximum bet (MAX_BET_EXCEEDED): the max-bet
 *   limit modal.
 * - `casino:close` when the player closes the game from inside it (its close button, or an Escape key
 *   press the game did not use itself: key presses inside the iframe never reach the host page), and the
 *   host closes the game modal.
 */
export interface GameBalanceMessage {
  type: "casino:balance";
  balance: number;
  currency: "coins" | "entries";
  /** Demo play moves play money on the game session, never the player's balance. */
  mode?: "real" | "demo";
  /** Present after a spin: the round that was settled, its stake and its win (minor units). */
  roundId?: string;
  stake?: number;
  win?: number;
}

export type GameMessage =
  | GameBalanceMessage
  | { type: "casino:insufficient-funds" }
  | { type: "casino:max-bet" }
  | { type: "casino:close" };

export type GameMessageType = GameMessage["type"];

export const GAME_MESSAGE_TYPES: readonly GameMessageType[] = [
  "casino:balance",
  "casino:insufficient-funds",
  "casino:max-bet",
  "casino:close",
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isAmount = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/** The message in `data` when it is one of ours and well formed, else null (other scripts post too). */
export function parseGameMessage(data: unknown): GameMessage | null {
  if (!isRecord(data) || typeof data.type !== "string") return null;
  switch (data.type) {
    case "casino:balance": {
      const { balance, currency, mode, roundId, stake, win } = data;
      if (!isAmount(balance)) return null;
      if (currency !== "coins" && currency !== "entries") return null;
      if (mode !== undefined && mode !== "real" && mode !== "demo") return null;
      if (roundId !== undefined && typeof roundId !== "string") return null;
      if ((stake !== undefined && !isAmount(stake)) || (win !== undefined && !isAmount(win))) return null;
      const message: GameBalanceMessage = { type: "casino:balance", balance, currency };
      if (mode !== undefined) message.mode = mode;
      if (roundId !== undefined) message.roundId = roundId;
      if (stake !== undefined) message.stake = stake as number;
      if (win !== undefined) message.win = win as number;
      return message;
    }
    case "casino:insufficient-funds":
    case "casino:max-bet":
    case "casino:close":
      return { type: data.type };
    default:
      return null;
  }
}

/**
 * Game page side: tells the hosting page. `targetOrigin` is the host's origin; the built-in games are
 * served by the same origin as the casino, so that is the default. Does nothing outside an iframe.
 */
export function postToHost(message: GameMessage, targetOrigin?: string): void {
  if (typeof window === "undefined" || window.parent === window) return;
  window.parent.postMessage(message, targetOrigin ?? window.location.origin);
}

export interface GameMessageSource {
  /** Origins the game page may post from: the origin of its launch URL. */
  allowedOrigins: readonly string[];
  /** The game iframe's window; when given, messages from any other window are ignored. */
  frame?: () => Window | null | undefined;
}

/** Whether a `message` event comes from the game: its origin is allowed and it came from the frame. */
export function isFromGame(
  event: Pick<MessageEvent, "origin" | "source">,
  { allowedOrigins, frame }: GameMessageSource,
): boolean {
  if (!allowedOrigins.includes(event.origin)) return false;
  if (!frame) return true;
  const window = frame();
  return window !== null && window !== undefined && event.source === window;
}

/**
 * Host side: calls `onMessage` for each well-formed message from the game's origin (and frame). Returns
 * the function that stops listening.
 */
export function listenToGameMessages(
  source: GameMessageSource,
  onMessage: (message: GameMessage) => void,
  target: Pick<Window, "addEventListener" | "removeEventListener"> = window,
): () => void {
  const listener = (event: MessageEvent) => {
    if (!isFromGame(event, source)) return;
    const message = parseGameMessage(event.data);
    if (message) onMessage(message);
  };
  target.addEventListener("message", listener);
  return () => target.removeEventListener("message", listener);
}

/** The origin of a launch URL (relative URLs are the casino's own), for `allowedOrigins`. */
export function originOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}
