import type { BrandId } from "@casino/contracts/brands";
import {
  type BackofficeMenuItem,
  createMenuItemEndpoint,
  updateMenuItemEndpoint,
} from "@casino/contracts/static-info";
import { Button } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { contentStyles as styles } from "../../lib/content";
import { errorText, type Status } from "../../lib/status";
import { storeMenuItem } from "./menu-queries";

type Placement = BackofficeMenuItem["placement"];
const FLAGS = [
  ["isGrantedForGuest", "Guests see it"],
  ["showPlayerWithDeposits", "Players who bought see it"],
  ["showPlayerWithoutDeposits", "Players who never bought see it"],
  ["isNew", "Marked new"],
  ["isExternal", "Opens another site"],
] as const;

function fieldsOf(item: BackofficeMenuItem | null) {
  return {
    slug: item?.slug ?? "",
    titleEn: item?.title.en ?? "",
    titleEs: item?.title.es ?? "",
    url: item?.url ?? "/",
    image: item?.image ?? "",
    sectionPosition: item?.sectionPosition ?? 0,
    sectionTitle: item?.sectionTitle ?? null,
    subsectionNumber: item?.subsectionNumber ?? 0,
    isGrantedForGuest: item?.isGrantedForGuest ?? true,
    showPlayerWithDeposits: item?.showPlayerWithDeposits ?? true,
    showPlayerWithoutDeposits: item?.showPlayerWithoutDeposits ?? true,
    isNew: item?.isNew ?? false,
    isExternal: item?.isExternal ?? false,
    imageActive: item?.imageActive ?? null,
    animationEvent: item?.animationEvent ?? null,
  };
}

/** Adds an item (no `item`) or edits one: its label in every locale, link, icon and visibility flags. */
export function MenuItemForm({
  brandId,
  placement,
  item,
  onDone,
  onStatus,
}: {
  brandId: BrandId;
  placement: Placement;
  item: BackofficeMenuItem | null;
  onDone: () => void;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(() => fieldsOf(item));
  const body = {
    title: { en: fields.titleEn, es: fields.titleEs },
    url: fields.url,
    image: fields.image === "" ? null : fields.image,
    imageActive: fields.imageActive,
    sectionPosition: fields.sectionPosition,
    sectionTitle: fields.sectionTitle,
    subsectionNumber: fields.subsectionNumber,
    isGrantedForGuest: fields.isGrantedForGuest,
    showPlayerWithDeposits: fields.showPlayerWithDeposits,
    showPlayerWithoutDeposits: fields.showPlayerWithoutDeposits,
    isNew: fields.isNew,
    animationEvent: fields.animationEvent,
    isExternal: fields.isExternal,
  };
  const save = useMutation({
    mutationFn: () =>
      item
        ? api.call(updateMenuItemEndpoint, { params: { brandId, id: item.id }, body })
        : api.call(createMenuItemEndpoint, {
            params: { brandId },
            body: { ...body, placement, slug: fields.slug },
          }),
    onSuccess: (answer) => {
      storeMenuItem(queryClient, brandId, answer);
      onStatus({ tone: "success", text: `“${answer.title.en}” is saved and live.` });
      onDone();
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const fieldError = (path: string) =>
    isApiError(save.error)
      ? save.error.details.find((detail) => detail.path.startsWith(`body.${path}`))?.message
      : undefined;
  const text = (name: "slug" | "titleEn" | "titleEs" | "url" | "image", label: string, path: string) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        className={styles.input}
        value={fields[name]}
        aria-invalid={fieldError(path) ? true : undefined}
        onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
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
      {item ? null : text("slug", "Slug (lowercase words and dashes)", "slug")}
      {text("titleEn", "Label (English)", "title.en")}
      {text("titleEs", "Label (Spanish)", "title.es")}
      {text("url", "Link (a path like /promotions, or https://…)", "url")}
      {text("image", "Icon (path or https address, optional)", "image")}
      <fieldset className={styles.checks}>
        <legend>Visibility (all off hides the item)</legend>
        {FLAGS.map(([name, label]) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={fields[name]}
              onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.checked }))}
            />{" "}
            {label}
          </label>
        ))}
      </fieldset>
      <div className={styles.formActions}>
        <Button type="button" variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : item ? "Save and publish" : "Add and publish"}
        </Button>
      </div>
    </form>
  );
}
