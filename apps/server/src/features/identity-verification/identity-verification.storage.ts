import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream, type ReadStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";

/** How many leading bytes are kept for judging the content (file-type reads at most this many). */
export const SNIFF_BYTES = 4100;

export interface StoredFile {
  storageKey: string;
  sizeBytes: number;
  sha256: string;
  /** The first SNIFF_BYTES bytes, for judging what the file is. */
  head: Buffer;
}

export class FileTooLargeError extends Error {}

/**
 * Documents' bytes, kept under `<DATA_DIR>/private/identity-documents/<player>/<uuid>`: outside every folder
 * the server serves statically, so a file is reached only through the routes that check who asks. A
 * storage key is made here from a player id and a fresh UUID, never from anything a client sent.
 */
export function createDocumentStore(dataDir: string) {
  const root = resolve(dataDir, "private", "identity-documents");
  const pathOf = (storageKey: string) => {
    const path = resolve(root, storageKey);
    if (!path.startsWith(`${root}/`)) throw new Error("a storage key left the documents folder");
    return path;
  };

  return {
    /**
     * Streams an upload to a new file, counting and hashing as it goes; past `maxBytes` the writing stops,
     * the partial file is removed and FileTooLargeError is thrown. The file appears under its key only
     * once complete.
     */
    async write(playerId: string, source: AsyncIterable<Buffer>, maxBytes: number): Promise<StoredFile> {
      const storageKey = `${playerId}/${randomUUID()}`;
      const path = pathOf(storageKey);
      const partial = `${path}.part`;
      await mkdir(join(root, playerId), { recursive: true, mode: 0o700 });
      const hash = createHash("sha256");
      const heads: Buffer[] = [];
      let headBytes = 0;
      let sizeBytes = 0;
      async function* counted() {
        for await (const chunk of source) {
          sizeBytes += chunk.length;
          if (sizeBytes > maxBytes) throw new FileTooLargeError();
          hash.update(chunk);
          if (headBytes < SNIFF_BYTES) {
            heads.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
            headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
          }
          yield chunk;
        }
      }
      try {
        await pipeline(counted, createWriteStream(partial, { mode: 0o600 }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { storageKey, sizeBytes, sha256: hash.digest("hex"), head: Buffer.concat(heads) };
    },

    /** The stored bytes as a stream; null when the file is gone. */
    async open(storageKey: string): Promise<{ stream: ReadStream; sizeBytes: number } | null> {
      const path = pathOf(storageKey);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(path), sizeBytes: info.size };
    },

    async remove(storageKey: string): Promise<void> {
      await rm(pathOf(storageKey), { force: true });
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
