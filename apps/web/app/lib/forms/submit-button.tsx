import { Button } from "@casino/ui";

/**
 * A form's submit button: off until the page is hydrated (before that the form cannot check its fields),
 * announced as unavailable while the request runs (or once it has done its work), and saying so.
 */
export function SubmitButton({
  form,
  label,
  busyLabel,
  isDone = false,
}: {
  form: { isReady: boolean; isSubmitting: boolean };
  label: string;
  busyLabel: string;
  isDone?: boolean;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      block
      disabled={!form.isReady}
      aria-disabled={form.isSubmitting || isDone}
    >
      {form.isSubmitting ? busyLabel : label}
    </Button>
  );
}
