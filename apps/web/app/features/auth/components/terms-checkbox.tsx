import { visuallyHiddenClassName } from "@casino/ui";
import type { ChangeEvent } from "react";
import { CheckboxField } from "../../../lib/forms";
import { Trans } from "../../../lib/i18n";

interface TermsCheckboxProps {
  name: string;
  checked: boolean;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** "I am 18 or older and accept the Terms": the terms open in a new tab so the form keeps what was typed. */
export function TermsCheckbox(props: TermsCheckboxProps) {
  return (
    <CheckboxField
      {...props}
      required
      label={
        <Trans
          i18nKey="auth.terms.label"
          components={{
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside.
            terms: <a href="/page/terms" target="_blank" rel="noopener" />,
            hidden: <span className={visuallyHiddenClassName} />,
          }}
        />
      }
    />
  );
}
