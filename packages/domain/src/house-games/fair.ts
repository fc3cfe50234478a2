import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import type { RandomSource } from "./random";

/**
 * Provably fair commit–reveal (ARCHITECTURE D17). The server draws a secret server seed from its CSPRNG
 * and publishes `commitServerSeed(seed)` before play; the player may choose the client seed; every round
 * uses the next nonce. Once the seed is rotated and revealed, anyone can check it against the commitment
 * and recompute every round with `replaySpin`.
 *
 * Random stream of one round: block k (k = 0, 1, …) is
 *   HMAC-SHA256(key = server seed bytes, message = UTF-8 `${clientSeed}:${nonce}:${k}`)
 * and each 32-byte block yields eight unsigned 32-bit integers, read big-endian, in order.
 */
export interface FairnessSeeds {
  /** The secret server seed, lowercase or uppercase hex, at least 32 bytes (64 hex digits). */
  serverSeed: string;
  /** The player's seed: 1 to 64 characters. */
  clientSeed: string;
  /** The round's position in the seed pair's sequence: a non-negative safe integer. */
  nonce: number;
}

export const MIN_SERVER_SEED_BYTES = 32;
export const MAX_CLIENT_SEED_LENGTH = 64;
const HEX = /^(?:[0-9a-fA-F]{2})+$/;

/** The reason seeds cannot be used, or null when they are valid. */
export function checkFairnessSeeds(seeds: FairnessSeeds): string | null {
  if (!HEX.test(seeds.serverSeed)) return "server seed must be hex with an even number of digits";
  if (seeds.serverSeed.length < MIN_SERVER_SEED_BYTES * 2) {
    return `server seed must be at least ${MIN_SERVER_SEED_BYTES} bytes`;
  }
  if (seeds.clientSeed.length < 1 || seeds.clientSeed.length > MAX_CLIENT_SEED_LENGTH) {
    return `client seed must be 1 to ${MAX_CLIENT_SEED_LENGTH} characters`;
  }
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) return "nonce must be a non-negative integer";
  return null;
}

/** The public commitment to a server seed: lowercase hex SHA-256 of the seed's bytes. */
export function commitServerSeed(serverSeedHex: string): string {
  if (!HEX.test(serverSeedHex)) throw new RangeError("server seed must be hex with an even number of digits");
  return bytesToHex(sha256(hexToBytes(serverSeedHex)));
}

/** Whether a revealed server seed is the one committed to (the commitment compares case-insensitively). */
export function verifyCommit(serverSeedHex: string, commitmentHex: string): boolean {
  return HEX.test(serverSeedHex) && commitServerSeed(serverSeedHex) === commitmentHex.toLowerCase();
}

/** The provably fair random stream of one round; throws RangeError on invalid seeds. */
export class FairRandomSource implements RandomSource {
  /** HMAC keyed with the server seed once; each block continues a copy of it. */
  private readonly keyed: ReturnType<typeof hmac.create>;
  private readonly prefix: string;
  private counter = 0;
  private block = new DataView(new ArrayBuffer(0));
  private offset = 0;

  constructor(seeds: FairnessSeeds) {
    const problem = checkFairnessSeeds(seeds);
    if (problem) throw new RangeError(problem);
    this.keyed = hmac.create(sha256, hexToBytes(seeds.serverSeed));
    this.prefix = `${seeds.clientSeed}:${seeds.nonce}:`;
  }

  nextUint32(): number {
    if (this.offset === this.block.byteLength) {
      const bytes = this.keyed
        .clone()
        .update(utf8ToBytes(`${this.prefix}${this.counter}`))
        .digest();
      this.block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      this.counter += 1;
      this.offset = 0;
    }
    const value = this.block.getUint32(this.offset, false);
    this.offset += 4;
    return value;
  }
}
