import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../test-support/test-database";
import { DEFAULT_RETRY_POLICY, type EmailLog, retryDelayMs } from "./email-relay";
import { type FakeSmtpServer, fakeSmtpServer } from "./fake-smtp-server";
import {
  createMailer,
  type EmailProviderName,
  type EmailRelayTuning,
  type Mailer,
  type OutgoingEmail,
} from "./mailer";
import { createSmtpTransport } from "./smtp-transport";
import type { EmailTransport } from "./transport";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

let now = new Date("2026-11-22T12:00:00.000Z");
const clock: Clock = { now: () => now };
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const message = (to: string): OutgoingEmail => ({
  brandId: "funrize",
  kind: "test_relay",
  to,
  locale: "en",
  subject: `Hello ${to}`,
  text: "hello",
  html: "<p>hello</p>",
});

const silentLog = () => ({ warn: vi.fn(), error: vi.fn() });

/** A transport that records what it sends, and can be told to fail, or to hang like a dead process. */
function fakeTransport() {
  const sent: string[] = [];
  let failure: Error | null = null;
  let hanging: { promise: Promise<void>; started: () => void } | null = null;
  const transport: EmailTransport = {
    async send(mail) {
      if (hanging) {
        hanging.started();
        return hanging.promise;
      }
      // Lets another relay run in between, as a real network round trip would.
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (failure) throw failure;
      sent.push(mail.to);
    },
    close() {},
  };
  return {
    transport,
    sent,
    failWith(error: Error | null) {
      failure = error;
    },
    /** From now on a send never finishes until `release` settles it (failed with `error`, if given). */
    hangSends() {
      let release: (error?: Error) => void = () => {};
      let started: () => void = () => {};
      const isStarted = new Promise<void>((resolve) => {
        started = resolve;
      });
      const promise = new Promise<void>((resolve, reject) => {
        release = (error) => (error ? reject(error) : resolve());
      });
      hanging = { promise, started };
      return { isStarted, release: (error?: Error) => release(error) };
    },
  };
}

describe("the email relay", () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    // Each test starts with no email waiting, so no relay picks up another test's mail.
    await db.query("update email_message set next_attempt_at = null where next_attempt_at is not null");
  });

  const mailerWith = (
    transport: EmailTransport,
    options: { relay?: EmailRelayTuning; log?: EmailLog; provider?: EmailProviderName } = {},
  ) =>
    createMailer({
      provider: options.provider ?? "smtp",
      from: "Casino <no-reply@casino.example>",
      db,
      clock,
      log: options.log ?? silentLog(),
      transport,
      ...(options.relay ? { relay: options.relay } : {}),
    });

  const queue = async (mailer: Mailer, ...addresses: string[]) => {
    const queued = await db.transaction(async (tx) =>
      Promise.all(addresses.map((to) => mailer.enqueue(tx, message(to)))),
    );
    mailer.nudge(queued);
    return queued;
  };

  const row = async (to: string) => {
    const [found] = await db.query<{
      attempts: number;
      sent_at: Date | null;
      failed_at: Date | null;
      next_attempt_at: Date | string | null;
      error: string | null;
    }>(
      "select attempts, sent_at, failed_at, next_attempt_at, error from email_message where to_address = $1",
      [to],
    );
    if (!found) throw new Error(`no email to ${to}`);
    return { ...found, next_attempt_at: found.next_attempt_at ? new Date(found.next_attempt_at) : null };
  };

  it("waits longer after each failure, up to a ceiling, with jitter", () => {
    const policy = { maxAttempts: 20, baseDelayMs: 10 * SECOND, maxDelayMs: 2 * 60 * MINUTE };
    const lowest = (attempt: number) => retryDelayMs(attempt, policy, () => 0);
    // The top of the range (a draw of 1 is never made; it bounds what the draws can reach).
    const highest = (attempt: number) => retryDelayMs(attempt, policy, () => 1);
    expect([1, 2, 3, 4].map(lowest)).toEqual([5, 10, 20, 40].map((s) => s * SECOND));
    expect([1, 2, 3, 4].map(highest)).toEqual([10, 20, 40, 80].map((s) => s * SECOND));
    expect(highest(30)).toBe(policy.maxDelayMs);
    expect(lowest(30)).toBe(policy.maxDelayMs / 2);
    // The defaults keep retrying through an SMTP outage of at least half a day.
    let total = 0;
    for (let attempt = 1; attempt < DEFAULT_RETRY_POLICY.maxAttempts; attempt += 1)
      total += retryDelayMs(attempt, DEFAULT_RETRY_POLICY, () => 0);
    expect(total).toBeGreaterThan(12 * 60 * MINUTE);
  });

  describe("with an SMTP server that fails, then recovers", () => {
    let smtp: FakeSmtpServer;
    beforeAll(async () => {
      smtp = await fakeSmtpServer("refuse");
    });
    afterAll(() => smtp.close());

    it("retries with exponential backoff and delivers the e-mail once when the server is back", async () => {
      const log = silentLog();
      const mailer = mailerWith(createSmtpTransport(smtp.url), { relay: { random: () => 0.5 }, log });
      await queue(mailer, "backoff@example.com");
      const firstTry = now;
      expect(await mailer.relay.runOnce()).toBe(1);
      let state = await row("backoff@example.com");
      expect(state).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
      expect(state.error).toMatch(/421/);
      // 10 s doubled 0 times, half fixed and half jitter at 0.5: 7.5 s.
      expect(state.next_attempt_at?.getTime()).toBe(firstTry.getTime() + 7_500);
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ attempt: 1, retryInMs: 7_500 }),
        "email delivery failed; will retry",
      );

      later(7_499);
      expect(await mailer.relay.runOnce()).toBe(0);
      later(1);
      const secondTry = now;
      expect(await mailer.relay.runOnce()).toBe(1);
      state = await row("backoff@example.com");
      expect(state.attempts).toBe(2);
      expect(state.next_attempt_at?.getTime()).toBe(secondTry.getTime() + 15_000);

      smtp.setMode("accept");
      later(14_999);
      expect(await mailer.relay.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(0);
      later(1);
      expect(await mailer.relay.runOnce()).toBe(1);
      state = await row("backoff@example.com");
      expect(state).toMatchObject({ attempts: 3, error: null, next_attempt_at: null, failed_at: null });
      expect(state.sent_at).not.toBeNull();
      expect(smtp.received.map((mail) => mail.to)).toEqual([["RCPT TO:<backoff@example.com>"]]);

      later(60 * MINUTE);
      expect(await mailer.relay.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(1);
      await mailer.close();
    });
  });

  it("an e-mail claimed by a relay that dies before sending is sent by another once the lease ends", async () => {
    const crashed = fakeTransport();
    const survivor = fakeTransport();
    const first = mailerWith(crashed.transport, { relay: { leaseMs: 5 * MINUTE } });
    const second = mailerWith(survivor.transport, { relay: { leaseMs: 5 * MINUTE } });
    await queue(first, "lease@example.com");
    const hanging = crashed.hangSends();
    // The first relay claims the e-mail and never comes back (its process froze or died mid-send).
    const frozen = first.relay.runOnce();
    await hanging.isStarted;
    expect((await row("lease@example.com")).attempts).toBe(1);

    expect(await second.relay.runOnce()).toBe(0);
    later(5 * MINUTE - 1);
    expect(await second.relay.runOnce()).toBe(0);
    later(1);
    expect(await second.relay.runOnce()).toBe(1);
    expect(survivor.sent).toEqual(["lease@example.com"]);
    const sent = await row("lease@example.com");
    expect(sent).toMatchObject({ attempts: 2, next_attempt_at: null, error: null });
    expect(sent.sent_at).not.toBeNull();

    // If the first relay wakes up after all and fails, it cannot undo the other's delivery.
    hanging.release(new Error("socket closed"));
    expect(await frozen).toBe(1);
    expect(await row("lease@example.com")).toMatchObject({ next_attempt_at: null, error: null });
    expect(await second.relay.runOnce()).toBe(0);
  });

  it("two relays side by side never send the same e-mail twice", async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `pair-${i}@example.com`);
    const transports = [fakeTransport(), fakeTransport()];
    const relays = transports.map(
      ({ transport }) => mailerWith(transport, { relay: { batchSize: 4 } }).relay,
    );
    await queue(mailerWith(fakeTransport().transport), ...addresses);
    for (let round = 0; round < 20; round += 1) {
      const claimed = await Promise.all(relays.map((relay) => relay.runOnce()));
      if (claimed.every((count) => count === 0)) break;
    }
    const sent = transports.flatMap(({ sent }) => sent);
    expect(sent).toHaveLength(30);
    expect(new Set(sent)).toEqual(new Set(addresses));
    // Both took part: this proves they ran side by side, not one after the other.
    expect(transports.every(({ sent }) => sent.length > 0)).toBe(true);
  });

  it("after its last attempt an e-mail is marked failed and logged, where operators can list it", async () => {
    const broken = fakeTransport();
    broken.failWith(new Error("550 mailbox unavailable"));
    const log = silentLog();
    const mailer = mailerWith(broken.transport, { relay: { retry: { maxAttempts: 3 } }, log });
    await queue(mailer, "poison@example.com");
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await mailer.relay.runOnce()).toBe(1);
      later(3 * 60 * MINUTE);
    }
    expect(await mailer.relay.runOnce()).toBe(0);
    const failed = await row("poison@example.com");
    expect(failed).toMatchObject({ attempts: 3, sent_at: null, next_attempt_at: null });
    expect(failed.error).toBe("550 mailbox unavailable");
    expect(failed.failed_at).not.toBeNull();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ attempt: 3, kind: "test_relay" }),
      "email delivery failed for the last time; marked failed",
    );
    const listed = await db.query<{ to_address: string }>(
      "select to_address from email_message where failed_at is not null",
    );
    expect(listed.map((r) => r.to_address)).toContain("poison@example.com");
  });

  it("an e-mail whose last attempt never finished is marked failed when its lease ends", async () => {
    const crashed = fakeTransport();
    const log = silentLog();
    const options = { relay: { retry: { maxAttempts: 1 }, leaseMs: MINUTE }, log };
    const first = mailerWith(crashed.transport, options);
    const second = mailerWith(fakeTransport().transport, options);
    await queue(first, "last-gasp@example.com");
    const hanging = crashed.hangSends();
    const frozen = first.relay.runOnce();
    await hanging.isStarted;
    later(MINUTE);
    expect(await second.relay.runOnce()).toBe(0);
    const failed = await row("last-gasp@example.com");
    expect(failed).toMatchObject({ attempts: 1, next_attempt_at: null, sent_at: null });
    expect(failed.failed_at).not.toBeNull();
    expect(failed.error).toMatch(/relay sending it stopped/);
    expect(log.error).toHaveBeenCalledWith(
      { emailId: expect.any(Number) },
      "email's last attempt never finished (its relay stopped); marked failed",
    );
    hanging.release(new Error("socket closed"));
    await frozen;
  });

  it("with the outbox provider nothing is sent: the stored row is the delivery", async () => {
    const spy = fakeTransport();
    const mailer = mailerWith(spy.transport, { provider: "outbox" });
    await queue(mailer, "stored@example.com");
    mailer.relay.start();
    expect(await mailer.relay.runOnce()).toBe(0);
    await mailer.close();
    expect(spy.sent).toEqual([]);
    const stored = await row("stored@example.com");
    expect(stored).toMatchObject({ attempts: 0, next_attempt_at: null, failed_at: null });
    expect(stored.sent_at).not.toBeNull();
  });

  it("a started relay sends a committed e-mail right away when nudged, long before its next poll", async () => {
    const spy = fakeTransport();
    const mailer = mailerWith(spy.transport, { relay: { pollIntervalMs: 60 * MINUTE } });
    mailer.relay.start();
    // Its first poll finds nothing; only the nudge after the commit can make it look again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await queue(mailer, "prompt@example.com");
    for (let i = 0; i < 200 && spy.sent.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    await mailer.close();
    expect(spy.sent).toEqual(["prompt@example.com"]);
    expect((await row("prompt@example.com")).sent_at).not.toBeNull();
  });
});
