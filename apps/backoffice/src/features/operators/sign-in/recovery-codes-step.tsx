import { Button } from "@casino/ui";
import { useEffect, useId, useRef, useState } from "react";
import styles from "./sign-in.module.css";

const asText = (codes: readonly string[]) => `${codes.join("\n")}\n`;

/**
 * The recovery codes, shown this once: copy or download them, then say they are saved. Nothing moves on
 * until the operator does, because the server will never show them again.
 */
export function RecoveryCodesStep({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isSaved, setIsSaved] = useState(false);
  const [copyStatus, setCopyStatus] = useState("");
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asText(codes));
      setCopyStatus("Copied to the clipboard.");
    } catch {
      setCopyStatus("Could not copy: select the codes and copy them, or download them.");
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText(codes)], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "backoffice-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
    setCopyStatus("Downloaded backoffice-recovery-codes.txt.");
  };

  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        Save your recovery codes
      </h2>
      <p>
        If you lose your phone, each of these codes signs you in once. They are shown only now: keep them
        somewhere safe, such as your password manager.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <Button variant="secondary" onClick={copy}>
          Copy
        </Button>
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
      </div>
      <p role="status" className={styles.hint}>
        {copyStatus}
      </p>
      <label className={styles.check}>
        <input type="checkbox" checked={isSaved} onChange={(event) => setIsSaved(event.target.checked)} />I
        have saved my recovery codes
      </label>
      <Button block disabled={!isSaved} onClick={onDone}>
        Continue to the back office
      </Button>
    </section>
  );
}
