import type { Feature } from "../../platform/feature";
import { registerRequestHandleRoutes } from "./request-handle.routes";

export const requestHandleFeature: Feature = {
  name: "request-handle",
  register: registerRequestHandleRoutes,
};
