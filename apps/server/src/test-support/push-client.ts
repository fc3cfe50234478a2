import type { AddressInfo } from "node:net";
import { type PlayerAppInit, PUSH_CHANNEL_PATH } from "@casino/contracts";
import type { WebSocket } from "ws";
import { createTestPlayer } from "./players";
import type { TestApp } from "./test-app";

/** A client of the push channel that records every frame and how the socket closed. */
export class PushTestClient {
  readonly frames: Record<string, unknown>[] = [];
  closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;
  #nextId = 1;
  constructor(readonly socket: WebSocket) {
    socket.on("message", (raw) => this.frames.push(JSON.parse(raw.toString()) as Record<string, unknown>));
    this.closed = new Promise((resolve) =>
      socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    this.opened = new Promise((resolve, reject) => {
      socket.on("open", () => resolve());
      socket.on("error", reject);
    });
  }
  async next(match: (frame: Record<string, unknown>) => boolean, timeoutMs = 2000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const frame = this.frames.find(match);
      if (frame) return frame;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`no such frame; got ${JSON.stringify(this.frames)}`);
  }
  async call(command: Record<string, unknown>) {
    const id = this.#nextId++;
    this.socket.send(JSON.stringify({ id, ...command }));
    return this.next((frame) => frame.id === id);
  }
}

/** A new player's push connection data, as app init hands it over. */
export async function pushConnectionOf(app: TestApp) {
  const player = await createTestPlayer(app.db);
  const response = await app.app.inject({ url: "/rest/app/init/", headers: { cookie: player.cookie } });
  const init = response.json() as PlayerAppInit;
  return { player, data: init.wsConnectionData };
}

/** Starts the app listening on a free port of 127.0.0.1; answers the push channel's base URL. */
export async function listenForPush(app: TestApp): Promise<string> {
  await app.app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${PUSH_CHANNEL_PATH}`;
}
