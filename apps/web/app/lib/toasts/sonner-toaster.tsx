import { Toaster } from "sonner";

/** The toast region: top-right (spec §9), announced politely to screen readers by the library. */
export default function SonnerToaster() {
  return <Toaster position="top-right" richColors closeButton theme="system" />;
}
