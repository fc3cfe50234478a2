import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MEDIA_TYPES,
  DOCUMENT_NOT_ACCEPTED_MESSAGE,
  type DocumentKind,
  type DocumentMediaType,
  UploadDocumentFieldsSchema,
} from "@casino/contracts";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../platform/errors";
import { type DocumentStore, FileTooLargeError, type StoredFile } from "./identity-verification.storage";

/** Room for the form's boundaries and its `kind` field around the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The multipart limits of the upload route: one file, a few short fields. */
export const UPLOAD_LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 200,
  parts: 5,
  headerPairs: 50,
};

export interface ReceivedDocument extends StoredFile {
  kind: DocumentKind;
  fileName: string;
  mediaType: DocumentMediaType;
}

const notAccepted = (status: 413 | 415) =>
  new AppError("DOCUMENT_NOT_ACCEPTED", status, DOCUMENT_NOT_ACCEPTED_MESSAGE);

const isAccepted = (mime: string | undefined): mime is DocumentMediaType =>
  (DOCUMENT_MEDIA_TYPES as readonly (string | undefined)[]).includes(mime);

/** A name to show and offer on download: no path, no control characters, at most 200 characters. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((char) => char >= " " && char !== "\u007f" && char !== '"')
    .join("")
    .trim()
    .slice(0, 200);
  return clean || "document";
}

/**
 * Reads the upload form as it streams in: the file goes straight to the document store, counted, and
 * the reading stops at 15 MB (an announced larger body is refused before a byte is read). What the file
 * is comes from its bytes (file-type), never its name or the type the browser claims: only PDF, GIF,
 * JPEG and PNG are kept. A refused file leaves nothing behind.
 */
export async function receiveDocument(
  request: FastifyRequest,
  store: DocumentStore,
  playerId: string,
): Promise<ReceivedDocument> {
  const announced = Number(request.headers["content-length"]);
  if (Number.isFinite(announced) && announced > DOCUMENT_MAX_BYTES + FORM_OVERHEAD_BYTES)
    throw notAccepted(413);
  if (!request.isMultipart())
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", 415, "Send the document as multipart/form-data.");

  const fields: Record<string, unknown> = {};
  let stored: (StoredFile & { fileName: string }) | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        fields[part.fieldname] = part.value;
        continue;
      }
      const saved = await store.write(playerId, part.file, DOCUMENT_MAX_BYTES);
      // busboy stops handing over bytes at its own limit: a file cut there is too large as well.
      if (part.file.truncated) {
        await store.remove(saved.storageKey);
        throw notAccepted(413);
      }
      stored = { ...saved, fileName: cleanFileName(part.filename) };
    }
  } catch (error) {
    if (stored) await store.remove(stored.storageKey);
    throw translateMultipartError(error);
  }

  const parsed = UploadDocumentFieldsSchema.safeParse(fields);
  if (!stored || !parsed.success) {
    if (stored) await store.remove(stored.storageKey);
    throw new AppError(
      "VALIDATION_FAILED",
      400,
      "Send one file and its kind (id_front, id_back, proof_of_address or selfie).",
      [
        ...(stored ? [] : [{ path: "body.file", message: "Attach one file." }]),
        ...(parsed.success
          ? []
          : parsed.error.issues.map((issue) => ({
              path: ["body", ...issue.path].join("."),
              message: issue.message,
            }))),
      ],
    );
  }
  const detected = await fileTypeFromBuffer(stored.head);
  if (!isAccepted(detected?.mime)) {
    await store.remove(stored.storageKey);
    throw notAccepted(415);
  }
  return { ...stored, kind: parsed.data.kind, mediaType: detected.mime };
}

/** @fastify/multipart's limit errors and our own size check, as the answers the contract names. */
function translateMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof FileTooLargeError) return notAccepted(413);
  const code = (error as { code?: string } | null)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return notAccepted(413);
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
    return new AppError("VALIDATION_FAILED", 400, "Send one file and its kind, nothing else.");
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE" || code === "FST_NO_FORM_DATA")
    return new AppError("VALIDATION_FAILED", 400, "The upload form is not valid multipart/form-data.");
  return error;
}
