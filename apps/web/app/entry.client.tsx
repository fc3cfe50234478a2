import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDocumentDictionary } from "./lib/i18n";

// React Router's own entry, after the page's dictionary: the texts travel apart from the document
// (decision 026), and hydration must render what the server rendered.
void loadDocumentDictionary().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
