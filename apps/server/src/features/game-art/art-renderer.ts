import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

/** Spec §9 image defaults. */
export const WEBP_QUALITY = 75;
export const DENSITIES = { "1x": 1, "2x": 2 } as const;
export type Density = keyof typeof DENSITIES;

/** Rendered images kept in memory (a 2x card is ~15 kB, so this stays a few megabytes). */
const MEMORY_ENTRIES = 400;
/** Renders at once: sharp works on libuv's pool, which the database driver and file reads share. */
const MAX_PARALLEL_RENDERS = 2;

export interface ArtRendererOptions {
  /** Where rendered files are kept between restarts; null keeps them in memory only. */
  cacheDir: string | null;
  onCacheError?: (error: unknown) => void;
}

/**
 * Turns SVG into webp lazily: memory first, then the disk cache, then sharp. Names are content
 * addressed (`name` carries the art's version), so a cached file is never stale and several processes
 * can share the folder. Concurrent requests for one image share one render.
 */
export function createArtRenderer({ cacheDir, onCacheError = () => {} }: ArtRendererOptions) {
  const memory = new Map<string, Buffer>();
  const inFlight = new Map<string, Promise<Buffer>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  let isDirReady = false;

  function remember(name: string, image: Buffer) {
    memory.delete(name);
    memory.set(name, image);
    if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
  }

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= MAX_PARALLEL_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  async function fromDisk(name: string): Promise<Buffer | null> {
    if (!cacheDir) return null;
    return readFile(join(cacheDir, name)).catch(() => null);
  }

  async function toDisk(name: string, image: Buffer) {
    if (!cacheDir) return;
    try {
      if (!isDirReady) {
        await mkdir(cacheDir, { recursive: true });
        isDirReady = true;
      }
      const partial = join(cacheDir, `${name}.${randomBytes(4).toString("hex")}.partial`);
      await writeFile(partial, image);
      await rename(partial, join(cacheDir, name));
    } catch (error) {
      onCacheError(error);
    }
  }

  async function produce(name: string, svg: () => string): Promise<Buffer> {
    const cached = await fromDisk(name);
    if (cached) return cached;
    const image = await withSlot(() => sharp(Buffer.from(svg())).webp({ quality: WEBP_QUALITY }).toBuffer());
    await toDisk(name, image);
    return image;
  }

  return {
    /** The webp for `name` (a safe file name), drawing `svg` only when no cache has it. */
    async webp(name: string, svg: () => string): Promise<Buffer> {
      const hit = memory.get(name);
      if (hit) return hit;
      let pending = inFlight.get(name);
      if (!pending) {
        pending = produce(name, svg).finally(() => inFlight.delete(name));
        inFlight.set(name, pending);
      }
      const image = await pending;
      remember(name, image);
      return image;
    },
  };
}

export type ArtRenderer = ReturnType<typeof createArtRenderer>;
