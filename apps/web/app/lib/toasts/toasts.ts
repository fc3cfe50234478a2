/**
 * The toast library loads with the first toast, not with the page (issue #10: nothing in the first
 * chunk that a later moment could load); `AppToaster` mounts its region then, and the library replays
 * the toasts made before it subscribed.
 */
const loadSonner = () => import("sonner").then((module) => module.toast);

let isRequested = false;
const listeners = new Set<() => void>();
let sequence = 0;

/** Whether a toast was asked for yet (the region mounts from then on). */
export function isToastRequested(): boolean {
  return isRequested;
}

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function request() {
  if (isRequested) return;
  isRequested = true;
  for (const listener of listeners) listener();
}

/** Spec §9 toast types. */
export type ToastType = "info" | "success" | "warning" | "error" | "default";

export const TOAST_MIN_MS = 1_500;
export const TOAST_MAX_MS = 10_000;
export const TOAST_DEFAULT_MS = 5_000;

export interface ToastOptions {
  type?: ToastType;
  /** Shown for this long, kept between 1.5 and 10 seconds (spec §9); `Infinity` keeps it until acted on. */
  durationMs?: number;
  id?: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  cancel?: { label: string; onClick?: () => void };
}

/** Clamps a requested duration into the spec's 1.5–10 s range; Infinity means "until dismissed". */
export function toastDuration(durationMs: number | undefined): number {
  if (durationMs === Number.POSITIVE_INFINITY) return durationMs;
  return Math.min(TOAST_MAX_MS, Math.max(TOAST_MIN_MS, durationMs ?? TOAST_DEFAULT_MS));
}

/** The one way to show a toast in the app; answers the toast's id (for `dismissToast`). */
export function showToast(message: string, options: ToastOptions = {}): string | number {
  const { type = "default", durationMs, description, action, cancel } = options;
  sequence += 1;
  const id = options.id ?? `toast-${sequence}`;
  const settings = {
    duration: toastDuration(durationMs),
    id,
    ...(description ? { description } : {}),
    ...(action ? { action } : {}),
    ...(cancel ? { cancel: { label: cancel.label, onClick: cancel.onClick ?? (() => {}) } } : {}),
  };
  request();
  void loadSonner().then((sonner) =>
    type === "default" ? sonner(message, settings) : sonner[type](message, settings),
  );
  return id;
}

export function dismissToast(id: string | number): void {
  void loadSonner().then((sonner) => sonner.dismiss(id));
}
