/** The longest support chat message, in characters (the composer's limit; the contract enforces it). */
export const SUPPORT_MESSAGE_MAX = 2000;
