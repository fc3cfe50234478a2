import { describe, expect, it } from "vitest";
import { loadPartnersAccount } from "../features/affiliates/partners-account.server";
import { loadMailbox } from "../features/mailbox/mailbox.server";
import { loadAccountPage } from "../features/profile/account.server";
import { errorEnvelope, ssrContext } from "../lib/test-support/ssr-context";

/** What a loader threw: a redirect Response or a `data()` error with its status. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("location") };
    const init = (error as { init?: { status?: number } }).init;
    return { status: init?.status ?? 0, location: null };
  }
  throw new Error("The loader did not throw");
}

const request = new Request("http://localhost/anything");

describe("guarded page loaders", () => {
  it("send guests from the account page to sign in", async () => {
    expect(await thrown(loadAccountPage(ssrContext(401, errorEnvelope("UNAUTHENTICATED"))))).toEqual({
      status: 302,
      location: "/signin/",
    });
  });

  it("send guests and players who are not partners from the partners' account to the programme", async () => {
    for (const [status, code] of [
      [401, "UNAUTHENTICATED"],
      [403, "FORBIDDEN"],
    ] as const) {
      expect(await thrown(loadPartnersAccount(ssrContext(status, errorEnvelope(code)), request))).toEqual({
        status: 302,
        location: "/affiliates",
      });
    }
  });

  it("answer the development mailbox with the 404 page where the server does not serve it", async () => {
    expect(await thrown(loadMailbox(ssrContext(404, errorEnvelope("NOT_FOUND")), request))).toEqual({
      status: 404,
      location: null,
    });
  });

  it("load a player's own mail where the mailbox is served", async () => {
    const loaded = await loadMailbox(
      ssrContext(200, { messages: [] }),
      new Request("http://localhost/dev/mailbox?to=a@b.c"),
    );
    expect(loaded.access).toBe("own");
    expect(loaded.to).toBe("a@b.c");
    expect(loaded.dehydratedState?.queries).toHaveLength(1);
  });

  it("give a guest the mailbox's explanation, not an error page", async () => {
    const loaded = await loadMailbox(ssrContext(401, errorEnvelope("UNAUTHENTICATED")), request);
    expect(loaded).toEqual({ access: "guest", dehydratedState: null, to: null });
  });

  it("tell a player who asks for another address's mail that it is not theirs, not an error page", async () => {
    const loaded = await loadMailbox(
      ssrContext(403, errorEnvelope("FORBIDDEN")),
      new Request("http://localhost/dev/mailbox?to=someone@else.test"),
    );
    expect(loaded).toEqual({ access: "forbidden", dehydratedState: null, to: "someone@else.test" });
  });

  it("leave other failures of the mailbox to the error page", async () => {
    await expect(
      loadMailbox(ssrContext(503, errorEnvelope("SERVICE_UNAVAILABLE")), request),
    ).rejects.toMatchObject({ name: "ApiError", status: 503 });
  });
});
