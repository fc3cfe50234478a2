import { describe, expectTypeOf, it } from "vitest";
import type { RawRow, SnakeCase } from "./raw-row";
import type { gameRound } from "./schema";

// Type-level: `npx tsc` fails when the derivation is wrong; the runtime part only keeps vitest honest.
describe("raw SQL row types derived from the schema", () => {
  it("names columns in snake_case, digits kept", () => {
    expectTypeOf<SnakeCase<"providerRoundId">>().toEqualTypeOf<"provider_round_id">();
    expectTypeOf<SnakeCase<"address2">>().toEqualTypeOf<"address2">();
  });

  it("hands bigints back as text, keeps null, and accepts either form of a timestamp", () => {
    type Round = RawRow<Pick<typeof gameRound.$inferSelect, "id" | "betTotal" | "settledAt" | "status">>;
    expectTypeOf<Round>().toEqualTypeOf<{
      id: string;
      bet_total: string;
      settled_at: Date | string | null;
      status: "open" | "settled" | "rolled_back";
    }>();
  });
});
