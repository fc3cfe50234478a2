import { rmSync } from "node:fs";

/** Removes the run's throwaway data folder, unless the caller keeps it to check the ledger afterwards. */
export default function globalTeardown() {
  if (process.env.E2E_KEEP_DATA === "1") return;
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes("casino-e2e-")) rmSync(dir, { recursive: true, force: true });
}
