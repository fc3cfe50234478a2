/** Read-mostly data in memory, forgotten on every node when it changes (ARCHITECTURE D25). */
export {
  CONTENT_CHANGED,
  type ContentEditing,
  editContent,
  recordContentChange,
  relayContentChanges,
} from "./change-events";
export { createReadCache, READ_CACHE_CHANNEL, type ReadCache } from "./read-cache";
