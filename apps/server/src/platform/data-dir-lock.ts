import { mkdirSync, rmSync, statSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { join } from "node:path";

/**
 * ARCHITECTURE D3: PGlite does not lock its folder, so two live processes on one DATA_DIR would corrupt
 * it. The lock is a listening local socket named after the folder (its device and inode, so every path to
 * it is the same lock): the kernel refuses a second listener on a name in use, and frees the name the
 * moment its process ends, however it ends (`kill -9`, a crash, a power cut). A restart never waits for a
 * lock to "go stale", and no file is left behind that could be mistaken for a live server.
 *
 * Linux uses an abstract socket and Windows a named pipe, neither of which exists in the file system. Other
 * systems (macOS) use a socket file in DATA_DIR, which a dead process does leave behind: there a name in use
 * whose socket refuses connections is a leftover and is removed.
 */
export async function lockDataDir(
  dataDir: string,
  options: { style?: LockStyle } = {},
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const style = options.style ?? defaultStyle();
  const address = lockAddress(dataDir, style);
  const server = createServer((peer) => {
    // A refused server asks who holds the folder, for its message. It may hang up first: that must never
    // become an unhandled error in the server holding the lock.
    peer.on("error", () => {});
    peer.end(`${process.pid}\n`);
  });
  // The lock must not keep the process alive by itself; it lives exactly as long as the process.
  server.unref();
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const holder = await askHolder(address);
    if (!holder.isAlive && style === "socket-file") {
      // Nobody answers on the socket file: its server died without removing it.
      rmSync(address, { force: true });
      await listen(server, address).catch((retry: unknown) => {
        throw (retry as NodeJS.ErrnoException).code === "EADDRINUSE" ? inUse(dataDir, null) : retry;
      });
    } else {
      throw inUse(dataDir, holder.isAlive ? holder.pid : null);
    }
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/** How the lock is named: `abstract` (Linux), `pipe` (Windows) or `socket-file` (elsewhere). */
export type LockStyle = "abstract" | "pipe" | "socket-file";

function defaultStyle(): LockStyle {
  if (process.platform === "linux") return "abstract";
  if (process.platform === "win32") return "pipe";
  return "socket-file";
}

/** The socket's name: one per folder, whatever path names it. */
export function lockAddress(dataDir: string, style: LockStyle): string {
  if (style === "socket-file") return join(dataDir, ".server.sock");
  const { dev, ino } = statSync(dataDir, { bigint: true });
  const name = `casino-data-dir-${dev}-${ino}`;
  return style === "abstract" ? `\0${name}` : `\\\\?\\pipe\\${name}`;
}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once("error", fail);
    server.listen(address, () => {
      server.off("error", fail);
      resolve();
    });
  });
}

/**
 * Who holds the socket: not alive when nothing listens on it (connection refused); else alive, with the
 * pid it answers, or null when it does not answer within a second (busy migrating, say).
 */
function askHolder(address: string): Promise<{ isAlive: false } | { isAlive: true; pid: number | null }> {
  return new Promise((resolve) => {
    const socket = connect(address);
    let isConnected = false;
    let answer = "";
    const done = () => {
      socket.destroy();
      const pid = /^\d+\n$/.test(answer) ? Number(answer.trim()) : null;
      resolve(isConnected ? { isAlive: true, pid } : { isAlive: false });
    };
    socket.once("connect", () => {
      isConnected = true;
      socket.setTimeout(1000, done);
    });
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.once("end", done);
    socket.once("error", done);
  });
}

function inUse(dataDir: string, pid: number | null): Error {
  const who = pid === null ? "Another server" : `Another server (pid ${pid})`;
  return new Error(`${who} is already using DATA_DIR ${dataDir}. Stop it first.`);
}
