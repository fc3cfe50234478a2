import { z } from "zod";
import { GameModeSchema, PlayerBalanceSchema } from "./player";
import { text } from "./text";

/**
 * The push channel (ARCHITECTURE D11, issue #12): one WebSocket per tab at {@link PUSH_CHANNEL_PATH}, JSON
 * frames, channels the player subscribes to, and a recovery contract modelled on Centrifugo's: every
 * publication of a channel carries that channel's `offset` (1, 2, 3 … with no gaps) and `epoch` (which
 * changes when the channel's history is lost), so a client that comes back names the last one it saw and
 * gets what it missed, or `recovered: false` and refetches its state.
 */

/** Where the push channel listens on every brand's own origin. */
export const PUSH_CHANNEL_PATH = "/connection/websocket";

/** A player's own channel: their balance and every event meant for them alone. */
export const playerChannel = (playerId: string) => `player:${playerId}`;
/** What every visitor may hear: app reload prompts, catalogue changes. */
export const GLOBAL_CHANNEL = "global";

/** Seconds between the server's pings; a client that hears none for this plus {@link PING_GRACE_SECONDS} reconnects. */
export const PING_INTERVAL_SECONDS = 25;
export const PING_GRACE_SECONDS = 10;
/** A call over the channel (subscribe, unsubscribe) that gets no answer in this time fails with `timeout`. */
export const CALL_TIMEOUT_MS = 5000;
/** Reconnect backoff bounds (jittered, exponential). */
export const RECONNECT_MIN_MS = 500;
export const RECONNECT_MAX_MS = 20000;
/** History kept per channel for recovery: the last publications, and none older than this. */
export const HISTORY_SIZE = 300;
export const HISTORY_TTL_SECONDS = 600;

/**
 * WebSocket close codes the server uses. 3000–3499 and 4000–4499 mean "reconnect" (with backoff);
 * 3500–3999 and 4500–4999 are terminal: the client never reconnects on its own (spec §4).
 */
export const PUSH_CLOSE = {
  /** The node is shutting down or restarting. */
  SHUTDOWN: 3001,
  /** Too many connects to this node this second: come back after the backoff. */
  CONNECT_LIMIT: 3004,
  /** The connection token expired: fetch a new one, then reconnect. */
  TOKEN_EXPIRED: 3005,
  /** No pong to the server's pings. */
  NO_PONG: 3012,
  /** The client fell too far behind (its send buffer filled up). */
  SLOW: 3008,
  /** The token is not one this server signed. */
  INVALID_TOKEN: 3500,
  /** A frame the protocol does not allow. */
  BAD_REQUEST: 3501,
  /** The player signed out, or the account was closed or blocked. */
  SESSION_ENDED: 3503,
} as const;

export const isTerminalCloseCode = (code: number) =>
  (code >= 3500 && code <= 3999) || (code >= 4500 && code <= 4999);

/** Unsubscribe codes a server push carries: below 2500 the client stays unsubscribed, else it resubscribes. */
export const PUSH_UNSUBSCRIBE = {
  /** The server ended the subscription for good. */
  SERVER: 2000,
  /** The subscriber missed publications (a gap in offsets): subscribe again and recover. */
  INSUFFICIENT_STATE: 2500,
} as const;

export const isResubscribeCode = (code: number) => code >= 2500;

/** Error codes of a call's answer. */
export const PUSH_ERROR = {
  INTERNAL: 100,
  PERMISSION_DENIED: 103,
  ALREADY_SUBSCRIBED: 105,
  BAD_REQUEST: 107,
} as const;

// ---- Frames from the client ----

export const SubscribeCommandSchema = z.object({
  id: z.number().int().positive(),
  subscribe: z.object({
    channel: text().min(1).max(200),
    /** The channel's token from wsConnectionData (a player's own channel needs none beyond the connection's). */
    token: text().max(2000).optional(),
    /** Set with the last offset and epoch seen, to receive what was missed. */
    recover: z.boolean().optional(),
    offset: z.number().int().nonnegative().optional(),
    epoch: text().max(100).optional(),
  }),
});

export const UnsubscribeCommandSchema = z.object({
  id: z.number().int().positive(),
  unsubscribe: z.object({ channel: text().min(1).max(200) }),
});

/** The answer to the server's ping. */
export const PongFrameSchema = z.object({ pong: z.object({}) });

export const ClientFrameSchema = z.union([SubscribeCommandSchema, UnsubscribeCommandSchema, PongFrameSchema]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

// ---- Frames from the server ----

/** One event on one channel: the shape every feature's push event is delivered in (D11). */
export const PublicationSchema = z.object({
  channel: text(),
  event: text(),
  data: z.unknown(),
  offset: z.number().int().positive(),
  epoch: text(),
});
export type Publication = z.infer<typeof PublicationSchema>;

/** Sent once a connection is accepted. */
export const ConnectFrameSchema = z.object({
  connect: z.object({
    client: text(),
    /** Seconds between pings. */
    ping: z.number().int().positive(),
    /** Unix seconds when the connection token expires. */
    expires: z.number().int(),
  }),
});

export const PingFrameSchema = z.object({ ping: z.object({}) });

export const SubscribeResultSchema = z.object({
  epoch: text(),
  /** The channel's latest offset (0 when nothing was published yet). */
  offset: z.number().int().nonnegative(),
  /** Whether what was missed since the offset the client sent could be replayed (the publications below). */
  recovered: z.boolean(),
  publications: z.array(PublicationSchema),
});
export type SubscribeResult = z.infer<typeof SubscribeResultSchema>;

/** A call's answer: an error, or a result (the error is tried first: `result` may be absent from an error). */
export const ReplyFrameSchema = z.union([
  z.object({ id: z.number().int(), error: z.object({ code: z.number().int(), message: text() }) }),
  z.object({ id: z.number().int(), result: z.unknown() }),
]);

export const UnsubscribeFrameSchema = z.object({
  unsubscribe: z.object({ channel: text(), code: z.number().int(), reason: text() }),
});

export const ServerFrameSchema = z.union([
  ConnectFrameSchema,
  PingFrameSchema,
  ReplyFrameSchema,
  UnsubscribeFrameSchema,
  PublicationSchema,
]);
export type ServerFrame = z.infer<typeof ServerFrameSchema>;

// ---- What /rest/app/init/ hands a player (spec §3 wsConnectionData) ----

export const WsConnectionDataSchema = z.object({
  /** The push channel's URL on this origin, `wss://…/connection/websocket`. */
  url: text(),
  connectionToken: text(),
  /** Unix seconds when the connection token expires; the client asks for a new one before connecting after it. */
  expires: z.number().int(),
  connections: z.array(z.object({ channelName: text(), token: text() })),
});
export type WsConnectionData = z.infer<typeof WsConnectionDataSchema>;

// ---- Events (typed contracts per event; later features add theirs here) ----

/**
 * `balance.changed` on the player's channel: the player's balances and mode after a committed change, the
 * same view as `GET /rest/player/balance/`. Snapshots of one player are read one after another on the
 * node that publishes them, so the later offset always holds the newer state.
 */
export const BALANCE_CHANGED = "balance.changed";
export const BalanceChangedEventSchema = z.object({
  playerBalance: PlayerBalanceSchema,
  gameMode: GameModeSchema,
});
export type BalanceChangedEvent = z.infer<typeof BalanceChangedEventSchema>;

/** `app.reload` on the global channel: a new build is out; the app asks the player to refresh (spec §8). */
export const APP_RELOAD = "app.reload";
export const AppReloadEventSchema = z.object({ buildId: text() });
export type AppReloadEvent = z.infer<typeof AppReloadEventSchema>;
