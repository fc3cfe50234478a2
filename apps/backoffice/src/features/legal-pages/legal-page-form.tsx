import type { BrandId } from "@casino/contracts/brands";
import {
  type BackofficeLegalPage,
  getBackofficeLegalPageEndpoint,
  updateLegalPageEndpoint,
} from "@casino/contracts/legal-pages";
import type { Locale } from "@casino/contracts/locales";
import { Button } from "@casino/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { contentStyles as styles } from "../../lib/content";
import { errorText, type Status } from "../../lib/status";

const legalPageKey = (brandId: BrandId, name: string, locale: Locale) =>
  ["backoffice", "content", "legal-page", brandId, name, locale] as const;

/**
 * Sections as the operator types them: a section starts with a line `## Heading` (or none for a section
 * without a heading), and its paragraphs are separated by blank lines. Plain text only, as players see it.
 */
export function sectionsToText(sections: BackofficeLegalPage["sections"]): string {
  return sections
    .map((section) => [section.heading ? `## ${section.heading}` : "##", ...section.paragraphs].join("\n\n"))
    .join("\n\n");
}

export function textToSections(text: string): BackofficeLegalPage["sections"] {
  const sections: BackofficeLegalPage["sections"] = [];
  for (const block of text.split(/\n\s*\n/).map((each) => each.trim())) {
    if (block === "") continue;
    if (block.startsWith("##")) {
      const heading = block.slice(2).trim();
      sections.push({ heading: heading === "" ? null : heading, paragraphs: [] });
    } else {
      if (sections.length === 0) sections.push({ heading: null, paragraphs: [] });
      sections.at(-1)?.paragraphs.push(block);
    }
  }
  return sections;
}

/** One legal page in one locale: title, effective date and text; saved pages are live at once. */
export function LegalPageForm({
  brandId,
  name,
  locale,
  onStatus,
}: {
  brandId: BrandId;
  name: string;
  locale: Locale;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const page = useQuery({
    queryKey: legalPageKey(brandId, name, locale),
    queryFn: () => api.call(getBackofficeLegalPageEndpoint, { params: { brandId, name, locale } }),
  });
  if (page.error) return <p role="alert">{errorText(page.error)}</p>;
  if (!page.data) return <p className={styles.muted}>Loading…</p>;
  return <LoadedForm key={page.data.updatedAt} brandId={brandId} page={page.data} onStatus={onStatus} />;
}

function LoadedForm({
  brandId,
  page,
  onStatus,
}: {
  brandId: BrandId;
  page: BackofficeLegalPage;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(page.title);
  const [effectiveOn, setEffectiveOn] = useState(page.effectiveOn);
  const [text, setText] = useState(() => sectionsToText(page.sections));
  const save = useMutation({
    mutationFn: () =>
      api.call(updateLegalPageEndpoint, {
        params: { brandId, name: page.name, locale: page.locale },
        body: { title, effectiveOn, sections: textToSections(text) },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(legalPageKey(brandId, answer.name, answer.locale), answer);
      void queryClient.invalidateQueries({ queryKey: ["backoffice", "content", "legal-pages", brandId] });
      onStatus({ tone: "success", text: `${answer.title} (${answer.locale}) is saved and live.` });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const problems = isApiError(save.error) ? save.error.details.map((detail) => detail.message) : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className={styles.formGrid} onSubmit={submit} noValidate>
      <label className={styles.field}>
        <span>Title</span>
        <input className={styles.input} value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label className={styles.field}>
        <span>Effective on</span>
        <input
          className={styles.input}
          type="date"
          value={effectiveOn}
          onChange={(event) => setEffectiveOn(event.target.value)}
        />
      </label>
      <label className={`${styles.field} ${styles.wide}`}>
        <span>Text: plain text; a line “## Heading” starts a section, blank lines separate paragraphs</span>
        <textarea
          className={styles.input}
          rows={20}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {problems.length > 0 ? (
        <ul role="alert" className={styles.wide}>
          {[...new Set(problems)].map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save and publish"}
        </Button>
      </div>
    </form>
  );
}
