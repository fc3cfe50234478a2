import { toast as sonner } from "sonner";

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

/** The one way to show a toast in the app. */
export function showToast(message: string, options: ToastOptions = {}): string | number {
  const { type = "default", durationMs, id, description, action, cancel } = options;
  const settings = {
    duration: toastDuration(durationMs),
    ...(id ? { id } : {}),
    ...(description ? { description } : {}),
    ...(action ? { action } : {}),
    ...(cancel ? { cancel: { label: cancel.label, onClick: cancel.onClick ?? (() => {}) } } : {}),
  };
  return type === "default" ? sonner(message, settings) : sonner[type](message, settings);
}

export function dismissToast(id: string | number): void {
  sonner.dismiss(id);
}
