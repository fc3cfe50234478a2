import fc from "fast-check";
import type { FairnessSeeds } from "../fair";

/** Any valid seed pair and nonce: a 32-byte server seed in hex, a short client seed. */
export const seedsArbitrary: fc.Arbitrary<FairnessSeeds> = fc.record({
  serverSeed: fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => Buffer.from(bytes).toString("hex")),
  clientSeed: fc.string({ minLength: 1, maxLength: 32 }),
  nonce: fc.nat(),
});
