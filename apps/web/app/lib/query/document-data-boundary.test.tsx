// @vitest-environment happy-dom
import { type DehydratedState, dehydrate, QueryClient, useQuery } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../test-support/render-app";
import { DocumentDataBoundary } from "./document-data-boundary";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** What a server render put into its document: one query answered `answeredAt`. */
async function documentState(answeredAt: number): Promise<DehydratedState> {
  vi.spyOn(Date, "now").mockReturnValue(answeredAt);
  const server = new QueryClient();
  await server.prefetchQuery({ queryKey: ["home-page"], queryFn: () => "from the document" });
  vi.mocked(Date.now).mockRestore();
  return dehydrate(server);
}

function HomeProbe({ fetchAgain }: { fetchAgain: () => Promise<string> }) {
  // The app's default: an answer older than a minute is stale and fetched again on mount.
  const { data } = useQuery({ queryKey: ["home-page"], queryFn: fetchAgain, staleTime: 60_000 });
  return <p>{data ?? "loading"}</p>;
}

/** A page whose document was served `servedAt` with a home page answered an hour before. */
async function openDocument(servedAt: number) {
  vi.spyOn(performance, "timeOrigin", "get").mockReturnValue(servedAt);
  const state = await documentState(servedAt - 60 * 60_000);
  const fetchAgain = vi.fn(async () => "fetched again");
  renderApp(
    <DocumentDataBoundary state={state}>
      <HomeProbe fetchAgain={fetchAgain} />
    </DocumentDataBoundary>,
  );
  return { fetchAgain };
}

describe("the queries a document carried", () => {
  it("are taken as fetched when the document was served, so a page kept for an hour is not fetched again", async () => {
    const { fetchAgain } = await openDocument(Date.now());
    await screen.findByText("from the document");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchAgain).not.toHaveBeenCalled();
    expect(screen.getByText("from the document")).toBeTruthy();
  });

  it("stay as old as they are once the visitor has kept the page open past their stale time", async () => {
    const { fetchAgain } = await openDocument(Date.now() - 5 * 60_000);
    await screen.findByText("fetched again");
    expect(fetchAgain).toHaveBeenCalledTimes(1);
  });
});
