import type { BrandId } from "@casino/contracts/brands";
import { type BackofficeBanner, createBannerEndpoint, updateBannerEndpoint } from "@casino/contracts/home";
import { Button } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { contentStyles as styles } from "../../lib/content";
import { errorText, type Status } from "../../lib/status";
import { storeBanner } from "./home-queries";

const TYPES = ["promo", "welcome", "game", "bannerPresetPackage"] as const;
const AUDIENCES = [
  ["all", "Everyone"],
  ["guest", "Guests"],
  ["player", "Signed-in players"],
] as const;

function fieldsOf(banner: BackofficeBanner | null) {
  return {
    slug: banner?.slug ?? "",
    type: banner?.type ?? "promo",
    audience: banner?.audience ?? "all",
    titleEn: banner?.title.en ?? "",
    titleEs: banner?.title.es ?? "",
    subtitleEn: banner?.subtitle?.en ?? "",
    subtitleEs: banner?.subtitle?.es ?? "",
    buttonEn: banner?.buttonText.en ?? "",
    buttonEs: banner?.buttonText.es ?? "",
    link: banner?.link ?? "/",
    color1: banner?.artTheme.colors[0] ?? "#0f172a",
    color2: banner?.artTheme.colors[1] ?? "#1d4ed8",
    color3: banner?.artTheme.colors[2] ?? "#facc15",
    motif: banner?.artTheme.motif ?? "star",
    isActive: banner?.isActive ?? true,
  };
}
type Fields = ReturnType<typeof fieldsOf>;

/** Adds a banner (no `banner`) or edits one: texts in every locale, link, audience, art, shown or not. */
export function BannerForm({
  brandId,
  banner,
  onDone,
  onStatus,
}: {
  brandId: BrandId;
  banner: BackofficeBanner | null;
  onDone: () => void;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(() => fieldsOf(banner));
  const hasSubtitle = fields.subtitleEn !== "" || fields.subtitleEs !== "";
  const body = {
    type: fields.type,
    audience: fields.audience,
    title: { en: fields.titleEn, es: fields.titleEs },
    subtitle: hasSubtitle ? { en: fields.subtitleEn, es: fields.subtitleEs } : null,
    buttonText: { en: fields.buttonEn, es: fields.buttonEs },
    link: fields.link,
    artTheme: {
      colors: [fields.color1, fields.color2, fields.color3] as [string, string, string],
      motif: fields.motif,
    },
    isActive: fields.isActive,
  };
  const save = useMutation({
    mutationFn: () =>
      banner
        ? api.call(updateBannerEndpoint, { params: { brandId, slug: banner.slug }, body })
        : api.call(createBannerEndpoint, { params: { brandId }, body: { ...body, slug: fields.slug } }),
    onSuccess: (answer) => {
      storeBanner(queryClient, brandId, answer);
      onStatus({ tone: "success", text: `The banner “${answer.title.en}” is saved and live.` });
      onDone();
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const fieldError = (path: string) =>
    isApiError(save.error)
      ? save.error.details.find((detail) => detail.path.startsWith(`body.${path}`))?.message
      : undefined;
  const set = (name: keyof Fields, value: string | boolean) =>
    setFields((current) => ({ ...current, [name]: value }));
  const input = (name: keyof Fields, label: string, path: string, type = "text") => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        className={styles.input}
        type={type}
        value={String(fields[name])}
        aria-invalid={fieldError(path) ? true : undefined}
        onChange={(event) => set(name, event.target.value)}
      />
      {fieldError(path) ? <span role="alert">{fieldError(path)}</span> : null}
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className={styles.formGrid} onSubmit={submit} noValidate>
      {banner ? null : input("slug", "Slug (lowercase words and dashes)", "slug")}
      {input("titleEn", "Title (English)", "title.en")}
      {input("titleEs", "Title (Spanish)", "title.es")}
      {input("subtitleEn", "Subtitle (English, optional)", "subtitle.en")}
      {input("subtitleEs", "Subtitle (Spanish, optional)", "subtitle.es")}
      {input("buttonEn", "Button (English)", "buttonText.en")}
      {input("buttonEs", "Button (Spanish)", "buttonText.es")}
      {input("link", "Link (a path like /promotions, or https://…)", "link")}
      <label className={styles.field}>
        <span>Type</span>
        <select
          className={styles.input}
          value={fields.type}
          onChange={(event) => set("type", event.target.value)}
        >
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>Who sees it</span>
        <select
          className={styles.input}
          value={fields.audience}
          onChange={(event) => set("audience", event.target.value)}
        >
          {AUDIENCES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {input("color1", "Background colour 1", "artTheme.colors", "color")}
      {input("color2", "Background colour 2", "artTheme.colors", "color")}
      {input("color3", "Accent colour", "artTheme.colors", "color")}
      {input("motif", "Art motif (star, crown, gift, coin…)", "artTheme.motif")}
      <label className={styles.checks}>
        <input
          type="checkbox"
          checked={fields.isActive}
          onChange={(event) => set("isActive", event.target.checked)}
        />{" "}
        Shown on the home page
      </label>
      <div className={styles.formActions}>
        <Button type="button" variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : banner ? "Save and publish" : "Add and publish"}
        </Button>
      </div>
    </form>
  );
}
