/**
 * Marks the back office's document (`<html data-app>`) and its style sheet. The string is in the back
 * office's built script and CSS and must never be in the player's: the server's build test looks for it
 * in the player's client assets (decision 033).
 */
export const BACKOFFICE_MARKER = "casino-backoffice-app";
