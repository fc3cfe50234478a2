import type { MyIdentityVerification } from "@casino/contracts";
import { uploadIdentityDocumentRoute } from "@casino/contracts/client";
import { DOCUMENT_KINDS } from "@casino/contracts/client/identity-verification";
import { Button } from "@casino/ui";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { browserApi } from "../../../lib/api";
import { apiErrorText, SelectField } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { showToast } from "../../../lib/toasts";
import { IDENTITY_VERIFICATION_KEY } from "../identity-verification-query";
import { DOCUMENT_ACCEPT, isDocumentAcceptable } from "../model/document-precheck";
import styles from "./identity-verification.module.css";

/**
 * Uploads one document: its kind and the file. The browser checks size and type first (the server decides
 * by the bytes); a success shows the spec's "Document uploaded successfully" toast and lists the document.
 */
export function UploadDocumentForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const fileId = useId();
  const hintId = useId();
  const [kind, setKind] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    if (!kind || !file) return setError(t("identity.upload.missing"));
    if (!isDocumentAcceptable(file)) return setError(t("identity.upload.notAccepted"));
    setError(null);
    setIsSending(true);
    try {
      const form = new FormData();
      form.set("kind", kind);
      form.set("file", file);
      const { document, verification } = await browserApi.call(uploadIdentityDocumentRoute, { body: form });
      queryClient.setQueryData<MyIdentityVerification>(IDENTITY_VERIFICATION_KEY, (old) =>
        old ? { ...old, verification, documents: [document, ...old.documents] } : old,
      );
      void queryClient.invalidateQueries({ queryKey: IDENTITY_VERIFICATION_KEY });
      showToast(t("identity.upload.success"), { type: "success" });
      setKind("");
      setFile(null);
      setFormKey((key) => key + 1);
    } catch (failure) {
      setError(apiErrorText(t, locale, failure, { DOCUMENT_NOT_ACCEPTED: "identity.upload.notAccepted" }));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form key={formKey} className={styles.block} onSubmit={(event) => void submit(event)} noValidate>
      <h3 className={styles.blockTitle}>{t("identity.upload.title")}</h3>
      <SelectField
        label={t("identity.upload.kind")}
        name="kind"
        value={kind}
        onChange={(event) => setKind(event.target.value)}
        placeholder={t("identity.upload.kindPlaceholder")}
        options={DOCUMENT_KINDS.map((value) => ({ value, label: t(`identity.kind.${value}`) }))}
      />
      <div className={styles.file}>
        <label htmlFor={fileId}>{t("identity.upload.file")}</label>
        <input
          id={fileId}
          name="file"
          type="file"
          accept={DOCUMENT_ACCEPT}
          aria-describedby={hintId}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id={hintId} className={styles.muted}>
          {t("identity.upload.notAccepted")}
        </p>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" aria-disabled={isSending}>
        {t("identity.upload.submit")}
      </Button>
    </form>
  );
}
