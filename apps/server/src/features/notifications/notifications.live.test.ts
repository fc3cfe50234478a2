import type { AddressInfo } from "node:net";
import {
  NOTIFICATION_CREATED,
  NOTIFICATION_READ,
  NotificationCreatedEventSchema,
  NotificationReadEventSchema,
  type PlayerAppInit,
  PUSH_CHANNEL_PATH,
  playerChannel,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { backofficeHeaders, createTestOperator, type TestOperator } from "../../test-support/operators";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

type Frame = Record<string, unknown>;

/** A tab's push connection, subscribed to the player's own channel, keeping every frame it hears. */
async function openTab(t: TestApp, player: TestPlayer) {
  const init = (await t.app.inject({ url: "/rest/app/init/", headers: { cookie: player.cookie } })).json();
  const { connectionToken, connections } = (init as PlayerAppInit).wsConnectionData;
  const { port } = t.app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${PUSH_CHANNEL_PATH}?token=${connectionToken}`);
  const frames: Frame[] = [];
  socket.on("message", (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  const next = async (match: (frame: Frame) => boolean) => {
    for (let waited = 0; waited < 3000; waited += 10) {
      const frame = frames.find(match);
      if (frame) return frame;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no such frame among ${JSON.stringify(frames)}`);
  };
  await next((frame) => "connect" in frame);
  const channel = playerChannel(player.playerId);
  const token = connections.find((c) => c.channelName === channel)?.token;
  socket.send(JSON.stringify({ id: 1, subscribe: { channel, token } }));
  await next((frame) => frame.id === 1 && "result" in frame);
  return { socket, frames, next };
}

describe("live notifications on the player's channel", () => {
  let t: TestApp;
  let support: TestOperator;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    support = await createTestOperator(t.db, { roleId: "support" });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t.close();
  });

  it("an open tab hears notification.created once an operator's notification commits", async () => {
    const player = await createTestPlayer(t.db);
    const tab = await openTab(t, player);
    sockets.push(tab.socket);
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/backoffice/players/${player.playerId}/notifications/`,
      payload: {
        category: "system",
        title: "Maintenance tonight",
        body: "Games pause at 02:00 for ten minutes.",
      },
      headers: backofficeHeaders(support),
    });
    expect(sent.statusCode).toBe(200);
    // Nothing leaves before the relay hands the committed event over.
    expect(tab.frames.some((frame) => frame.event === NOTIFICATION_CREATED)).toBe(false);
    await t.relayOutbox();
    const publication = await tab.next((frame) => frame.event === NOTIFICATION_CREATED);
    expect(publication.channel).toBe(playerChannel(player.playerId));
    expect(NotificationCreatedEventSchema.parse(publication.data)).toEqual({
      notification: sent.json(),
      unreadCount: 1,
    });
  });

  it("reading in one tab tells the player's other tabs the new unread count", async () => {
    const player = await createTestPlayer(t.db);
    const tab = await openTab(t, player);
    sockets.push(tab.socket);
    for (const title of ["One", "Two"]) {
      await t.app.inject({
        method: "POST",
        url: `/api/backoffice/players/${player.playerId}/notifications/`,
        payload: { category: "rewards", title, body: "…" },
        headers: backofficeHeaders(support),
      });
    }
    await t.relayOutbox();
    const created = await tab.next(
      (frame) =>
        frame.event === NOTIFICATION_CREATED && (frame.data as { unreadCount: number }).unreadCount === 2,
    );
    const id = NotificationCreatedEventSchema.parse(created.data).notification.id;
    await t.app.inject({
      method: "POST",
      url: `/rest/notifications/${id}/read/`,
      headers: { "x-casino-client": "test", cookie: player.cookie },
    });
    await t.relayOutbox();
    const read = await tab.next((frame) => frame.event === NOTIFICATION_READ);
    expect(NotificationReadEventSchema.parse(read.data)).toEqual({ notificationId: id, unreadCount: 1 });
    await t.app.inject({
      method: "POST",
      url: "/rest/notifications/read-all/",
      headers: { "x-casino-client": "test", cookie: player.cookie },
    });
    await t.relayOutbox();
    const all = await tab.next(
      (frame) =>
        frame.event === NOTIFICATION_READ &&
        (frame.data as { notificationId: unknown }).notificationId === null,
    );
    expect(all.data).toEqual({ notificationId: null, unreadCount: 0 });
  });
});
