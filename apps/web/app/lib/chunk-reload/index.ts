export { isChunkLoadError, markPageLoaded, reloadTargetRoute } from "./chunk-reload";
