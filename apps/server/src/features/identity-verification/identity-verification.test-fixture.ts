import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestApp } from "../../test-support/test-app";

/** Small files of each kind, as their first bytes make them (names are chosen by each test). */
export const SAMPLES = {
  png: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
  pdf: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  gif: Buffer.concat([Buffer.from("GIF89a"), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), randomBytes(32)]),
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
    Buffer.from("JFIF\0"),
    randomBytes(64),
  ]),
  text: Buffer.from("my passport number is 123456789\n"),
};

export const tempDataDir = () => mkdtempSync(join(tmpdir(), "casino-kyc-"));

/** A multipart/form-data body, as a browser's FormData makes it: text fields, then at most one file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----casino${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a document as the player (the client header stands for the browser's same-origin call). */
export function upload(
  t: TestApp,
  cookie: string | null,
  kind: string,
  file?: { name: string; type?: string; bytes: Buffer },
) {
  const body = multipartBody(
    { kind },
    file && { name: file.name, type: file.type ?? "application/octet-stream", bytes: file.bytes },
  );
  return t.app.inject({
    method: "POST",
    url: "/rest/identity-verification/documents/",
    payload: body.payload,
    headers: { ...body.headers, "x-casino-client": "web", ...(cookie ? { cookie } : {}) },
  });
}

/** Waits until `read` answers something `done` accepts (the sandbox reports a moment after a start). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 3000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
