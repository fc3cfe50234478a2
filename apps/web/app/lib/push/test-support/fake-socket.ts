import type { ClientFrame, Publication, WsConnectionData } from "@casino/contracts";
import { vi } from "vitest";
import { createPushClient, type PushClient, type PushClientOptions } from "../push-client";

type SubscribeCall = Extract<ClientFrame, { subscribe: unknown }>;
type UnsubscribeCall = Extract<ClientFrame, { unsubscribe: unknown }>;

/**
 * A WebSocket the test plays the server of: it records what the client sends, says the server's frames and
 * hangs up with a code. Like a browser's, a close the client asks for reports nothing back on its own.
 */
export class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 1;
  sent: ClientFrame[] = [];
  closedByClient: { code: number | undefined; reason: string | undefined } | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }

  send(text: string) {
    this.sent.push(JSON.parse(text) as ClientFrame);
  }

  close(code?: number, reason?: string) {
    this.closedByClient = { code, reason };
    this.readyState = 2;
  }

  say(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  sayConnected(ping = 25) {
    this.say({ connect: { client: "c1", ping, expires: 0 } });
  }

  hangUp(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  subscribes(): SubscribeCall[] {
    return this.sent.filter((frame): frame is SubscribeCall => "subscribe" in frame);
  }

  unsubscribes(): UnsubscribeCall[] {
    return this.sent.filter((frame): frame is UnsubscribeCall => "unsubscribe" in frame);
  }

  lastSubscribe(): SubscribeCall {
    const call = this.subscribes().at(-1);
    if (!call) throw new Error("no subscribe was sent");
    return call;
  }

  /** Answers the last subscribe with the channel's position and what it recovered. */
  answerSubscribe(result: {
    epoch?: string;
    offset: number;
    recovered: boolean;
    publications?: Publication[];
  }) {
    this.say({
      id: this.lastSubscribe().id,
      result: { epoch: "e1", publications: [], ...result },
    });
  }

  answerLastUnsubscribe() {
    const call = this.unsubscribes().at(-1);
    if (!call) throw new Error("no unsubscribe was sent");
    this.say({ id: call.id, result: {} });
  }
}

export const connectionData = (
  token: string,
  expires = Math.floor(Date.now() / 1000) + 900,
): WsConnectionData => ({
  url: "wss://casino.test/connection/websocket",
  connectionToken: token,
  expires,
  connections: [{ channelName: "player:p1", token: `channel-token-of-${token}` }],
});

export const publication = (offset: number, epoch = "e1"): Publication => ({
  channel: "player:p1",
  event: "balance.changed",
  data: { offset },
  offset,
  epoch,
});

export interface Harness {
  client: PushClient;
  /** Tokens handed out, one per call of getConnectionData. */
  tokens: string[];
  log: ReturnType<typeof vi.fn>;
  socket(): FakeSocket;
}

/** A started client on fake sockets; tokens t1, t2 … come from successive getConnectionData calls. */
export async function startedClient(options: Partial<PushClientOptions> = {}): Promise<Harness> {
  const tokens: string[] = [];
  const log = vi.fn();
  const client = createPushClient({
    getConnectionData: async () => {
      tokens.push(`t${tokens.length + 1}`);
      return connectionData(tokens.at(-1) as string);
    },
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    random: () => 0.5,
    log,
    ...options,
  });
  client.connect();
  await vi.advanceTimersByTimeAsync(0);
  return {
    client,
    tokens,
    log,
    socket: () => {
      const socket = FakeSocket.made.at(-1);
      if (!socket) throw new Error("no socket was opened");
      return socket;
    },
  };
}
