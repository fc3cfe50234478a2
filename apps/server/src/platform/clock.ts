import type { Clock } from "@casino/domain";

export const systemClock: Clock = { now: () => new Date() };
