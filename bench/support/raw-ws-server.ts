import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";

export interface RawWsServer {
  url: string;
  /** Sockets in the order they connected. */
  readonly sockets: readonly WebSocket[];
  close(): Promise<void>;
}

/**
 * A bare `ws` server on 127.0.0.1 that keeps the sockets it accepts and nothing else: the baseline a
 * push server is measured against (what sending a JSON event to a socket costs with the same library).
 * The same frame limit as the push channel; no compression on either.
 */
export async function startRawWsServer(maxPayload: number): Promise<RawWsServer> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0, maxPayload });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const sockets: WebSocket[] = [];
  server.on("connection", (socket) => {
    sockets.push(socket);
    socket.on("error", () => socket.terminate());
    socket.on("close", () => sockets.splice(sockets.indexOf(socket), 1));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/`,
    sockets,
    close: () =>
      new Promise((resolve, reject) => {
        for (const socket of server.clients) socket.terminate();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
