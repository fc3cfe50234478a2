import { existsSync, readFileSync } from "node:fs";

/** Linux reports a thread's CPU time in clock ticks of 1/100 s (`getconf CLK_TCK` on every mainstream build). */
const TICKS_PER_SECOND = 100;
const MAIN_THREAD_STAT = `/proc/self/task/${process.pid}/stat`;

/**
 * CPU time this process's main thread (the servers under test) has used, in ms, or null where Linux's
 * per-thread accounting is not there. Unlike requests per second, it does not drop when other programs
 * take the machine's cores: on a busy 2-core machine the req/s of the same code swung 0.45–1.26 between
 * runs (decision 027), its CPU per request by a few per cent. The load generator runs in a worker thread,
 * so none of its time is counted.
 */
export function mainThreadCpuMs(): number | null {
  if (!existsSync(MAIN_THREAD_STAT)) return null;
  const stat = readFileSync(MAIN_THREAD_STAT, "utf8");
  // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are
  // the 14th and 15th of the line, the 12th and 13th after it.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
}
