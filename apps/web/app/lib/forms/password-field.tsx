import { StrokeIcon, VisuallyHidden } from "@casino/ui";
import { type ComponentPropsWithRef, type ReactNode, useId, useState } from "react";
import { useTranslation } from "../i18n";
import styles from "./forms.module.css";
import { type FieldFrameProps, TextField } from "./text-field";

type PasswordFieldProps = FieldFrameProps &
  Omit<ComponentPropsWithRef<"input">, "id" | "type"> & {
    /** Shown under the input and read with it: the strength meter of sign-up and reset. */
    meter?: (id: string) => ReactNode;
  };

function EyeIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <StrokeIcon size={20} linejoin="miter" d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z">
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {isOpen ? null : <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 4l16 16" />}
    </StrokeIcon>
  );
}

/**
 * A password input with a show/hide toggle. The toggle is a real button with a pressed state, so it is
 * reachable and understood from the keyboard and by screen readers.
 */
export function PasswordField({ meter, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const meterId = useId();
  return (
    <TextField
      {...props}
      type={isVisible ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="off"
      afterId={meter ? meterId : undefined}
      after={meter ? meter(meterId) : null}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          <EyeIcon isOpen={!isVisible} />
          <VisuallyHidden>{t("forms.password.show")}</VisuallyHidden>
        </button>
      }
    />
  );
}
