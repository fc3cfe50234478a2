import { describe, expect, it } from "vitest";
import { manualClock } from "../../test-support/auth-client";
import { createLiveSessions, type LiveSession } from "./live-sessions";

const MINUTE = 60_000;
const IDLE = 30 * MINUTE;
const DAY = 24 * 60 * MINUTE;

function setUp(options: { kept?: number; trustedForMs?: number } = {}) {
  const clock = manualClock();
  const sessions = createLiveSessions(clock, { trustedForMs: DAY, ...options });
  const read = (playerId = "p1"): LiveSession => ({
    playerId,
    brandId: "funrize",
    lastSeenAt: clock.now(),
    expiresAt: new Date(clock.now().getTime() + DAY),
  });
  const keep = (idHash: string, session = read()) => sessions.keep(sessions.mark(), idHash, session);
  return { clock, sessions, read, keep };
}

describe("live sessions kept in memory", () => {
  it("answers a session it read, as long as the clock says it is live", () => {
    const { sessions, keep } = setUp();
    keep("a");
    expect(sessions.find("a", IDLE)?.playerId).toBe("p1");
    expect(sessions.find("b", IDLE)).toBeUndefined();
  });

  it("sends an idle-looking session back to the database instead of vouching for it", () => {
    const { clock, sessions, keep } = setUp();
    keep("a");
    clock.advance(IDLE + 1);
    expect(sessions.find("a", IDLE)).toBeUndefined();
    // Gone, not only hidden: the database's answer decides from here on.
    expect(sessions.size).toBe(0);
  });

  it("judges idleness from the latest touch", () => {
    const { clock, sessions, keep } = setUp();
    keep("a");
    clock.advance(IDLE - MINUTE);
    sessions.touched("a", clock.now());
    clock.advance(IDLE - MINUTE);
    expect(sessions.find("a", IDLE)?.playerId).toBe("p1");
  });

  it("sends an expired session back to the database", () => {
    const { clock, sessions, read } = setUp();
    const session = { ...read(), expiresAt: new Date(clock.now().getTime() + MINUTE) };
    sessions.keep(sessions.mark(), "a", session);
    clock.advance(MINUTE);
    expect(sessions.find("a", DAY)).toBeUndefined();
  });

  it("trusts a read for a bounded time only, however live the session looks", () => {
    const { clock, sessions, keep } = setUp({ trustedForMs: MINUTE });
    keep("a");
    clock.advance(MINUTE - 1);
    expect(sessions.find("a", IDLE)).toBeDefined();
    clock.advance(1);
    expect(sessions.find("a", IDLE)).toBeUndefined();
  });

  it("forgets one session, or every session of a player, or everything", () => {
    const { sessions, read, keep } = setUp();
    keep("a1", read("p1"));
    keep("a2", read("p1"));
    keep("b1", read("p2"));
    keep("c1", read("p3"));
    sessions.forgetSession("a1");
    expect(sessions.find("a1", IDLE)).toBeUndefined();
    expect(sessions.find("a2", IDLE)).toBeDefined();
    sessions.forgetPlayer("p1");
    expect(sessions.find("a2", IDLE)).toBeUndefined();
    expect(sessions.find("b1", IDLE)).toBeDefined();
    sessions.forgetAll();
    expect(sessions.size).toBe(0);
  });

  it("does not keep a read that started before a session was forgotten", () => {
    const { sessions, read } = setUp();
    const mark = sessions.mark();
    // The read saw the row; meanwhile a sign-out committed and was forgotten here.
    sessions.forgetPlayer("p1");
    sessions.keep(mark, "a", read("p1"));
    expect(sessions.find("a", IDLE)).toBeUndefined();
  });

  it("holds a bounded number, dropping the one seen longest ago", () => {
    const { sessions, keep } = setUp({ kept: 2 });
    keep("a");
    keep("b");
    sessions.find("a", IDLE);
    keep("c");
    expect(sessions.size).toBe(2);
    expect(sessions.find("b", IDLE)).toBeUndefined();
    expect(sessions.find("a", IDLE)).toBeDefined();
    expect(sessions.find("c", IDLE)).toBeDefined();
  });
});
