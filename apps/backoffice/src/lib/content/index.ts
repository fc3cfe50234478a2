// What every content screen shares (issue #11): brand and locale in the URL, keyboard reordering.

export { default as contentStyles } from "./content.module.css";
export { ContentScopePicker } from "./content-scope-picker";
export { moved, ReorderButtons } from "./reorder-buttons";
export { useContentScope } from "./use-content-scope";
