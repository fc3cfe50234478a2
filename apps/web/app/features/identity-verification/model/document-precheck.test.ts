import { DOCUMENT_MAX_BYTES } from "@casino/contracts/client/identity-verification";
import { describe, expect, it } from "vitest";
import { isDocumentAcceptable } from "./document-precheck";

describe("the upload's quick check in the browser", () => {
  it("lets PDF, GIF, JPG and PNG files up to 15 MB through", () => {
    for (const name of ["a.pdf", "b.GIF", "c.jpg", "d.jpeg", "e.png"])
      expect(isDocumentAcceptable({ name, size: 1000, type: "" }), name).toBe(true);
    expect(isDocumentAcceptable({ name: "scan", size: DOCUMENT_MAX_BYTES, type: "application/pdf" })).toBe(
      true,
    );
  });

  it("stops a file over 15 MB, an empty one and one of another type", () => {
    expect(isDocumentAcceptable({ name: "big.png", size: DOCUMENT_MAX_BYTES + 1, type: "image/png" })).toBe(
      false,
    );
    expect(isDocumentAcceptable({ name: "empty.png", size: 0, type: "image/png" })).toBe(false);
    expect(isDocumentAcceptable({ name: "notes.txt", size: 10, type: "text/plain" })).toBe(false);
    expect(isDocumentAcceptable({ name: "photo.webp", size: 10, type: "image/webp" })).toBe(false);
  });
});
