import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkFairnessSeeds,
  commitServerSeed,
  type FairnessSeeds,
  FairRandomSource,
  verifyCommit,
} from "./fair";

const SEEDS: FairnessSeeds = {
  serverSeed: "9f3b6c1d2e4a5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8",
  clientSeed: "lucky-player",
  nonce: 17,
};

/** The documented stream, computed independently with Node's own HMAC. */
function referenceStream(seeds: FairnessSeeds, count: number): number[] {
  const values: number[] = [];
  for (let block = 0; values.length < count; block++) {
    const bytes = createHmac("sha256", Buffer.from(seeds.serverSeed, "hex"))
      .update(`${seeds.clientSeed}:${seeds.nonce}:${block}`)
      .digest();
    for (let i = 0; i < 32 && values.length < count; i += 4) values.push(bytes.readUInt32BE(i));
  }
  return values;
}

const seedsArbitrary = fc.record({
  serverSeed: fc
    .uint8Array({ minLength: 32, maxLength: 64 })
    .map((bytes) => Buffer.from(bytes).toString("hex")),
  clientSeed: fc.string({ minLength: 1, maxLength: 64, unit: "grapheme" }).filter((s) => s.length <= 64),
  nonce: fc.nat(),
});

describe("provably fair random stream", () => {
  it("is HMAC-SHA256(server seed, `client:nonce:block`) read as big-endian 32-bit words", () => {
    const source = new FairRandomSource(SEEDS);
    // 20 values cross from block 0 into block 2: the counter must advance every 8 words.
    expect(Array.from({ length: 20 }, () => source.nextUint32())).toEqual(referenceStream(SEEDS, 20));
  });

  it("matches the reference for any seeds, client seeds with any characters included", () => {
    fc.assert(
      fc.property(seedsArbitrary, (seeds) => {
        const source = new FairRandomSource(seeds);
        expect(Array.from({ length: 9 }, () => source.nextUint32())).toEqual(referenceStream(seeds, 9));
      }),
      { numRuns: 50 },
    );
  });

  it("changes completely with the nonce, so every round gets fresh numbers", () => {
    const first = new FairRandomSource(SEEDS);
    const next = new FairRandomSource({ ...SEEDS, nonce: SEEDS.nonce + 1 });
    const a = Array.from({ length: 8 }, () => first.nextUint32());
    const b = Array.from({ length: 8 }, () => next.nextUint32());
    expect(a.filter((value, i) => value === b[i])).toEqual([]);
  });

  it("refuses seeds that would weaken or confuse the stream", () => {
    const bad: [Partial<FairnessSeeds>, RegExp][] = [
      [{ serverSeed: "abc" }, /hex/],
      [{ serverSeed: "zz".repeat(32) }, /hex/],
      [{ serverSeed: "ab".repeat(31) }, /at least 32 bytes/],
      [{ clientSeed: "" }, /client seed/],
      [{ clientSeed: "x".repeat(65) }, /client seed/],
      [{ nonce: -1 }, /nonce/],
      [{ nonce: 1.5 }, /nonce/],
      [{ nonce: Number.MAX_SAFE_INTEGER + 1 }, /nonce/],
    ];
    for (const [change, message] of bad) {
      const seeds = { ...SEEDS, ...change };
      expect(checkFairnessSeeds(seeds)).toMatch(message);
      expect(() => new FairRandomSource(seeds)).toThrow(RangeError);
    }
    expect(checkFairnessSeeds(SEEDS)).toBeNull();
  });
});

describe("server seed commitment", () => {
  it("is the SHA-256 of the seed's bytes, in lowercase hex", () => {
    const expected = createHash("sha256").update(Buffer.from(SEEDS.serverSeed, "hex")).digest("hex");
    expect(commitServerSeed(SEEDS.serverSeed)).toBe(expected);
    expect(commitServerSeed(SEEDS.serverSeed.toUpperCase())).toBe(expected);
  });

  it("verifies the revealed seed, and no other", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.nat({ max: 31 }), (bytes, flipped) => {
        const seed = Buffer.from(bytes).toString("hex");
        const commitment = commitServerSeed(seed);
        expect(verifyCommit(seed, commitment)).toBe(true);
        expect(verifyCommit(seed, commitment.toUpperCase())).toBe(true);
        const tampered = Buffer.from(bytes);
        tampered[flipped] = (tampered[flipped] as number) ^ 1;
        expect(verifyCommit(tampered.toString("hex"), commitment)).toBe(false);
      }),
      { numRuns: 50 },
    );
    expect(verifyCommit("not hex", commitServerSeed(SEEDS.serverSeed))).toBe(false);
  });
});
