// The web push service worker (issue #12, docs/decisions/039-web-push.md), served as /sw.js so its scope
// is the whole site. It shows each push message as a notification, even while no tab of the site is open,
// tells the open tabs (they refresh the notification centre), and opens or focuses the site on a click.
// Plain JavaScript, no imports: the browser runs this file as it is. Its message is WebPushMessageSchema
// of packages/contracts/src/web-push.ts; apps/web/app/features/web-push/service-worker.test.ts tests it.

/** What the tabs listen for (features/web-push/web-push-messages.ts). */
const PUSH_RECEIVED = "web-push.received";
const ICON = "/favicon.ico";

/** The push message, or null when it is not one of ours. */
function messageOf(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === "string" && typeof data.body === "string") return data;
  } catch {}
  return null;
}

/** A link inside this site only: a path, never another origin. */
function linkOf(message) {
  const link = typeof message.link === "string" ? message.link : "/";
  return /^\/(?![/\\])/.test(link) ? link : "/";
}

async function showPush(message) {
  await self.registration.showNotification(message.title, {
    body: message.body,
    icon: ICON,
    // One notification per notification of the centre, even when a push is delivered twice.
    tag: message.notificationId ? `notification-${message.notificationId}` : undefined,
    data: { link: linkOf(message), notificationId: message.notificationId },
  });
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const tab of tabs) tab.postMessage({ type: PUSH_RECEIVED, message });
}

async function openLink(link) {
  const url = new URL(link, self.location.origin);
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const sameSite = tabs.filter((tab) => new URL(tab.url).origin === url.origin);
  const exact = sameSite.find((tab) => new URL(tab.url).pathname === url.pathname);
  const tab = exact ?? sameSite[0];
  if (!tab) return self.clients.openWindow(url.href);
  const focused = await tab.focus();
  if (!exact && "navigate" in focused) await focused.navigate(url.href);
  return focused;
}

self.addEventListener("install", () => {
  // A new version takes over at once: it holds no caches an older one could still need.
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  const message = messageOf(event);
  if (message) event.waitUntil(showPush(message));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link = event.notification.data?.link;
  event.waitUntil(openLink(typeof link === "string" ? link : "/"));
});
