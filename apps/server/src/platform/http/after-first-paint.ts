const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/;

/**
 * The browser side of {@link loadScriptsAfterFirstPaint}: after the first frame has been painted (a timer
 * queued from an animation frame runs after that frame), the module preloads are added and the module
 * script is run, with this script's nonce (a page sent with a nonce) or allowed by its hash (a kept page).
 */
const BOOTSTRAP = (preloads: string[]) =>
  `(()=>{const me=document.currentScript,hrefs=${JSON.stringify(preloads)};requestAnimationFrame(()=>setTimeout(()=>{for(const href of hrefs){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}for(const t of document.querySelectorAll('script[type="text/x-after-first-paint"]')){const s=document.createElement("script");s.type="module";s.nonce=me.nonce;s.textContent=t.textContent;t.replaceWith(s)}},0))})()`;

/**
 * Makes a rendered document load its JavaScript once it has been painted (issue #10: LCP): the module
 * preloads React Router puts in the head would otherwise share a phone's first second of bandwidth with
 * the stylesheet and the first images, and hold up the first paint. The page is whole without scripts (it
 * is rendered on the server); they only make it interactive, a frame later.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  const match = MODULE_SCRIPT.exec(withoutPreloads);
  if (!match) return html;
  const nonce = match[1] ?? "";
  const deferred = `<script${nonce} type="text/x-after-first-paint">`;
  const bootstrap = `<script${nonce}>${BOOTSTRAP(preloads)}</script>`;
  return withoutPreloads.replace(MODULE_SCRIPT, () => `${bootstrap}${deferred}`);
}

/**
 * {@link loadScriptsAfterFirstPaint} on a document as it streams: the shell is held until its module script
 * has been seen (React Router writes the preloads in the head and the script at the end of the shell), then
 * everything after it streams on as it comes.
 */
export function loadScriptsAfterFirstPaintStream(
  body: ReadableStream<Uint8Array>,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = "";
  let isPast = false;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        // Decoded and encoded again even once past the script: a chunk may end inside a character.
        const text = decoder.decode(chunk, { stream: true });
        if (isPast) {
          if (text) controller.enqueue(encoder.encode(text));
          return;
        }
        held += text;
        if (!MODULE_SCRIPT.test(held)) return;
        isPast = true;
        controller.enqueue(encoder.encode(loadScriptsAfterFirstPaint(held)));
        held = "";
      },
      flush(controller) {
        const rest = held + decoder.decode();
        if (rest) controller.enqueue(encoder.encode(rest));
      },
    }),
  );
}
