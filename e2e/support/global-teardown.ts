import { rmSync } from "node:fs";

/** Removes the run's throwaway data folder once the server has stopped. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes("casino-e2e-")) rmSync(dir, { recursive: true, force: true });
}
