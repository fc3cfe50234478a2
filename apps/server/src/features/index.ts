import type { Feature } from "../platform/feature";
import { appInitFeature } from "./app-init";
import { buildsFeature } from "./builds";
import { legalPagesFeature } from "./legal-pages";
import { playerFeature } from "./player";
import { requestHandleFeature } from "./request-handle";
import { staticInfoFeature } from "./static-info";
import { translationsFeature } from "./translations";

/** Every feature slice of the server, registered in this order. */
export const FEATURES: readonly Feature[] = [
  buildsFeature,
  requestHandleFeature,
  appInitFeature,
  translationsFeature,
  staticInfoFeature,
  legalPagesFeature,
  playerFeature,
];
