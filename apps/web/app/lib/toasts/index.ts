export { AppToaster } from "./app-toaster";
export { dismissToast, showToast, TOAST_MAX_MS, TOAST_MIN_MS, type ToastType, toastDuration } from "./toasts";
