import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { text } from "./text";

/** Provably fair state (ARCHITECTURE D17): the active seed pair, its hash committed before play. */
export const FairnessStateSchema = z.object({
  serverSeedHash: text(),
  clientSeed: text(),
  nextNonce: z.number().int(),
  /** The seed just retired by a rotation, revealed so past rounds can be verified. */
  previous: z
    .object({
      serverSeed: text(),
      serverSeedHash: text(),
      clientSeed: text(),
      lastNonce: z.number().int(),
    })
    .nullable(),
});
export type FairnessState = z.infer<typeof FairnessStateSchema>;

export const ClientSeedSchema = text()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/, { message: "Use letters, digits, dot, dash or underscore." });

export const fairnessStateEndpoint = defineEndpoint({
  id: "fairnessState",
  method: "GET",
  path: "/rest/fairness/",
  summary: "The hash of the active server seed, the client seed and the next nonce.",
  tags: ["fairness"],
  auth: "player",
  output: FairnessStateSchema,
});

export const fairnessRotateEndpoint = defineEndpoint({
  id: "fairnessRotate",
  method: "POST",
  path: "/rest/fairness/rotate/",
  summary: "Reveal the active server seed and commit to a new one, optionally with a new client seed.",
  tags: ["fairness"],
  auth: "player",
  body: z.object({ clientSeed: ClientSeedSchema.optional() }),
  output: FairnessStateSchema,
});
