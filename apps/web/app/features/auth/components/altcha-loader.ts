// Loaded in the browser only, on demand, when a page shows the captcha: the widget and its proof-of-work
// workers stay out of every other page. `altcha/external` runs no inline worker from a blob: URL, so the
// page CSP needs no `blob:`; the workers are files of our own origin emitted by Vite.
import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import ShaWorker from "altcha/workers/sha?worker";

const WORKERS: Record<string, () => Worker> = {
  "SHA-256": () => new ShaWorker(),
  "SHA-384": () => new ShaWorker(),
  "SHA-512": () => new ShaWorker(),
  "PBKDF2/SHA-256": () => new Pbkdf2Worker(),
  "PBKDF2/SHA-384": () => new Pbkdf2Worker(),
  "PBKDF2/SHA-512": () => new Pbkdf2Worker(),
};

for (const [algorithm, create] of Object.entries(WORKERS)) {
  if (!globalThis.$altcha.algorithms.has(algorithm)) globalThis.$altcha.algorithms.set(algorithm, create);
}

/** The widget's own texts for the page's language; English is built in. */
export async function loadWidgetLanguage(locale: string): Promise<string> {
  if (locale === "es") {
    await import("altcha/i18n/es-es");
    return "es-es";
  }
  return "en";
}
