import {
  DOCUMENT_FILE_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MEDIA_TYPES,
} from "@casino/contracts/client/identity-verification";

/** The file picker's `accept`: the four types by extension and media type. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_FILE_EXTENSIONS, ...DOCUMENT_MEDIA_TYPES].join(",");

/**
 * The browser's quick check before an upload, mirroring the server's rule (spec §5) so a wrong file is
 * caught at once: at most 15 MB, and a PDF, GIF, JPG or PNG by its name or type. The server still judges
 * the bytes themselves; this only spares a pointless upload.
 */
export function isDocumentAcceptable(file: { name: string; size: number; type: string }): boolean {
  if (file.size === 0 || file.size > DOCUMENT_MAX_BYTES) return false;
  const name = file.name.toLowerCase();
  const byName = DOCUMENT_FILE_EXTENSIONS.some((extension) => name.endsWith(extension));
  const byType = (DOCUMENT_MEDIA_TYPES as readonly string[]).includes(file.type);
  return byName || byType;
}
