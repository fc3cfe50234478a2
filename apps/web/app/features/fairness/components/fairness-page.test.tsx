// @vitest-environment happy-dom
import { fairnessRotateEndpoint, fairnessStateEndpoint } from "@casino/contracts";
import { commitServerSeed, formatMultiplier, replaySpin } from "@casino/domain";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { FairnessPage } from "./fairness-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {
  "fairness.title": "Provably fair",
  "fairness.verifier.serverSeed": "Server seed (revealed)",
  "fairness.verifier.serverSeedHash": "Committed hash (optional)",
  "fairness.verifier.clientSeed": "Client seed",
  "fairness.verifier.nonce": "Nonce",
  "fairness.verifier.game": "Game",
  "fairness.verifier.gamePlaceholder": "Choose the game",
  "fairness.verifier.submit": "Verify",
  "fairness.result.title": "Result",
  "fairness.result.times": "{{times}} × stake",
  "fairness.result.matches": "Matches the committed hash.",
  "fairness.result.mismatch": "Does not match the committed hash.",
  "fairness.result.freeSpins": "Free spins played: {{count}}",
  "fairness.problem.serverSeedLength": "A server seed has at least 64 hexadecimal characters.",
  "fairness.seeds.title": "Your seeds",
  "fairness.seeds.newClientSeed": "New client seed (optional)",
  "fairness.seeds.rotate": "Rotate seeds",
  "fairness.seeds.rotated": "New seeds committed.",
  "fairness.seeds.revealedSeed": "Server seed",
};

const SERVER_SEED = "5e".repeat(32);

/** The first video-slot round of these seeds with free spins: the richest outcome to recompute. */
function freeSpinsNonce(clientSeed: string): number {
  for (let nonce = 0; nonce < 20_000; nonce += 1) {
    if (replaySpin("video-5x3", { serverSeed: SERVER_SEED, clientSeed, nonce }).freeSpins) return nonce;
  }
  throw new Error("no free spins");
}

describe("the fairness verifier", () => {
  it("recomputes a round from its deep link exactly as the domain's replay does", async () => {
    const clientSeed = "my lucky seed";
    const nonce = freeSpinsNonce(clientSeed);
    const expected = replaySpin("video-5x3", { serverSeed: SERVER_SEED, clientSeed, nonce });
    const hash = commitServerSeed(SERVER_SEED);
    const query = new URLSearchParams({
      serverSeed: SERVER_SEED,
      clientSeed,
      nonce: String(nonce),
      game: "video-5x3",
      serverSeedHash: hash,
    });
    renderApp(<FairnessPage />, { url: `/fairness?${query}`, dictionary });

    expect((await screen.findByTestId("verifier-hash")).textContent).toBe(hash);
    expect(screen.getByText("Matches the committed hash.")).toBeTruthy();
    expect(screen.getByTestId("verifier-stops").textContent).toBe(expected.stops.join(", "));
    expect(screen.getByTestId("verifier-total").textContent).toBe(
      `${formatMultiplier(expected.totalMultiplier)} × stake`,
    );
    expect(screen.getByText(`Free spins played: ${expected.freeSpins?.length}`)).toBeTruthy();
    const json = screen.getByText((_, element) => element?.tagName === "PRE");
    expect(JSON.parse(json.textContent ?? "")).toEqual(expected);
    expect((screen.getByLabelText("Client seed") as HTMLInputElement).value).toBe(clientSeed);
  });

  it("checks pasted seeds on Verify, and says when the seed is not the committed one", async () => {
    renderApp(<FairnessPage />, { url: "/fairness", dictionary });
    fireEvent.change(await screen.findByLabelText("Server seed (revealed)"), {
      target: { value: SERVER_SEED },
    });
    fireEvent.change(screen.getByLabelText("Committed hash (optional)"), {
      target: { value: "ab".repeat(32) },
    });
    fireEvent.change(screen.getByLabelText("Client seed"), { target: { value: "abc" } });
    fireEvent.change(screen.getByLabelText("Nonce"), { target: { value: "7" } });
    fireEvent.change(screen.getByLabelText("Game"), { target: { value: "classic-3-reel" } });
    expect(screen.queryByTestId("verifier-hash")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));

    const expected = replaySpin("classic-3-reel", { serverSeed: SERVER_SEED, clientSeed: "abc", nonce: 7 });
    expect((await screen.findByTestId("verifier-hash")).textContent).toBe(commitServerSeed(SERVER_SEED));
    expect(screen.getByText("Does not match the committed hash.")).toBeTruthy();
    expect(screen.getByTestId("verifier-stops").textContent).toBe(expected.stops.join(", "));
  });

  it("refuses a server seed too short to be one, naming the field", async () => {
    renderApp(<FairnessPage />, {
      url: "/fairness?serverSeed=abcd&clientSeed=x&nonce=0&game=hold-and-win",
      dictionary,
    });
    const seed = await screen.findByLabelText("Server seed (revealed)");
    expect(seed.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("A server seed has at least 64 hexadecimal characters.")).toBeTruthy();
    expect(screen.queryByTestId("verifier-stops")).toBeNull();
  });
});

describe("a player's seeds", () => {
  it("show the committed hash and rotate to reveal the seed, with the client seed the player chose", async () => {
    const revealed = "9a".repeat(32);
    const api = mockApi()
      .on(fairnessStateEndpoint, () => ({
        serverSeedHash: commitServerSeed(revealed),
        clientSeed: "random-1",
        nextNonce: 12,
        previous: null,
      }))
      .on(fairnessRotateEndpoint, (body) => ({
        serverSeedHash: "e".repeat(64),
        clientSeed: body.clientSeed ?? "random-2",
        nextNonce: 0,
        previous: {
          serverSeed: revealed,
          serverSeedHash: commitServerSeed(revealed),
          clientSeed: "random-1",
          lastNonce: 11,
        },
      }))
      .install();
    renderApp(<FairnessPage />, { url: "/fairness", dictionary, appInit: playerAppInit() });

    expect((await screen.findByTestId("seeds-hash")).textContent).toBe(commitServerSeed(revealed));
    fireEvent.change(screen.getByLabelText("New client seed (optional)"), { target: { value: "my-seed" } });
    fireEvent.click(screen.getByRole("button", { name: "Rotate seeds" }));

    await waitFor(() => expect(screen.getByTestId("revealed-seed").textContent).toBe(revealed));
    expect(screen.getByTestId("seeds-hash").textContent).toBe("e".repeat(64));
    expect(screen.getByRole("status").textContent).toBe("New seeds committed.");
    expect(api.bodiesOf(fairnessRotateEndpoint)).toEqual([{ clientSeed: "my-seed" }]);
  });
});
