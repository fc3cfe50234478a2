export { BackgroundPart } from "./background-part";
export { isChunkLoadError, markPageLoaded, reloadTargetRoute } from "./chunk-reload";
