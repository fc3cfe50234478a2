import type { BrandId } from "@casino/contracts/brands";
import type { Locale } from "@casino/contracts/locales";
import {
  type BackofficePromotion,
  BUILT_PROMOTION_TYPES,
  createPromotionEndpoint,
  isOfferPromotion,
  PROMOTION_HOW_WORKS_MAX,
  PROMOTION_TITLE_MAX,
  updatePromotionEndpoint,
} from "@casino/contracts/promotions";
import { Button } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { contentStyles as styles } from "../../lib/content";
import { errorText, type Status } from "../../lib/status";
import { PROMOTIONS_KEY, usePromoOffers } from "./promotions-queries";

type BuiltType = (typeof BUILT_PROMOTION_TYPES)[number];
const TYPE_NAMES: Record<BuiltType, string> = {
  offerDeposit: "Offer for buyers (sells a promo offer)",
  offerPeriodic: "Periodic offer (sells a promo offer)",
  verification: "Identity verification",
};
const DEPOSITS = [
  ["", "Everyone"],
  ["true", "Players who bought"],
  ["false", "Players who never bought"],
] as const;

const isBuilt = (type: string): type is BuiltType =>
  (BUILT_PROMOTION_TYPES as readonly string[]).includes(type);
/** `2026-12-01T00:00:00.000Z` ⇄ the date input's `2026-12-01` (UTC days). */
const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : "");
const instantOf = (day: string) => (day ? `${day}T00:00:00Z` : null);

function fieldsOf(promotion: BackofficePromotion | null) {
  return {
    type: promotion && isBuilt(promotion.type) ? promotion.type : ("offerPeriodic" as BuiltType),
    title: promotion?.title ?? "",
    subtitle: promotion?.subtitle ?? "",
    image: promotion?.image ?? "",
    howWorks: promotion?.howWorks ?? "",
    buttonLabel: promotion?.buttonLabel ?? "",
    link: promotion?.link ?? "",
    presetId: promotion?.presetId ? String(promotion.presetId) : "",
    needDeposits: promotion?.needDeposits === null || !promotion ? "" : String(promotion.needDeposits),
    isShowHomePage: promotion?.isShowHomePage ?? false,
    isShowPromoPage: promotion?.isShowPromoPage ?? true,
    sortOrder: promotion?.sortOrder ?? 100,
    isActive: promotion?.isActive ?? true,
    startsOn: dayOf(promotion?.startsAt ?? null),
    endsOn: dayOf(promotion?.endsAt ?? null),
  };
}

/** Adds a promotion (no `promotion`) or edits one, in the screen's brand and locale; saving publishes. */
export function PromotionForm({
  brandId,
  locale,
  promotion,
  onDone,
  onStatus,
}: {
  brandId: BrandId;
  locale: Locale;
  promotion: BackofficePromotion | null;
  onDone: () => void;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const offers = usePromoOffers(brandId);
  const [fields, setFields] = useState(() => fieldsOf(promotion));
  const set = <K extends keyof typeof fields>(name: K, value: (typeof fields)[K]) =>
    setFields((current) => ({ ...current, [name]: value }));
  const isOffer = isOfferPromotion(fields.type);
  const body = {
    locale,
    type: fields.type,
    title: fields.title,
    subtitle: fields.subtitle,
    image: fields.image.trim() === "" ? null : fields.image,
    howWorks: fields.howWorks,
    buttonLabel: fields.buttonLabel.trim() === "" ? null : fields.buttonLabel,
    link: isOffer || fields.link.trim() === "" ? null : fields.link,
    presetId: isOffer && fields.presetId ? Number(fields.presetId) : null,
    needDeposits: fields.needDeposits === "" ? null : fields.needDeposits === "true",
    isShowHomePage: fields.isShowHomePage,
    isShowPromoPage: fields.isShowPromoPage,
    sortOrder: fields.sortOrder,
    isActive: fields.isActive,
    startsAt: instantOf(fields.startsOn),
    endsAt: instantOf(fields.endsOn),
  };
  const save = useMutation({
    mutationFn: () =>
      promotion
        ? api.call(updatePromotionEndpoint, { params: { brandId, id: promotion.id }, body })
        : api.call(createPromotionEndpoint, { params: { brandId }, body }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      onStatus({ tone: "success", text: `“${answer.title}” is saved and live.` });
      onDone();
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const fieldError = (path: string) =>
    isApiError(save.error)
      ? save.error.details.find((detail) => detail.path.startsWith(`body.${path}`))?.message
      : undefined;
  const error = (path: string) => (fieldError(path) ? <span role="alert">{fieldError(path)}</span> : null);
  const text = (name: "title" | "subtitle" | "image" | "buttonLabel" | "link", label: string, max = 300) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        className={styles.input}
        value={fields[name]}
        maxLength={max}
        aria-invalid={fieldError(name) ? true : undefined}
        onChange={(event) => set(name, event.target.value)}
      />
      {error(name)}
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className={styles.formGrid} onSubmit={submit} noValidate aria-label="Promotion">
      <label className={styles.field}>
        <span>Type</span>
        <select
          className={styles.input}
          value={fields.type}
          onChange={(event) => set("type", event.target.value as BuiltType)}
        >
          {BUILT_PROMOTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_NAMES[type]}
            </option>
          ))}
        </select>
      </label>
      {isOffer ? (
        <label className={styles.field}>
          <span>Promo offer it sells</span>
          <select
            className={styles.input}
            value={fields.presetId}
            aria-invalid={fieldError("presetId") ? true : undefined}
            onChange={(event) => set("presetId", event.target.value)}
          >
            <option value="">Choose an offer</option>
            {(offers.data ?? []).map((offer) => (
              <option key={offer.id} value={String(offer.id)}>
                {offer.title} (${offer.price})
              </option>
            ))}
          </select>
          {error("presetId")}
        </label>
      ) : (
        text("link", "Button link (a path like /account#verify, or https://…)", 500)
      )}
      {text("title", "Title", PROMOTION_TITLE_MAX)}
      {text("subtitle", "Subtitle (optional)")}
      {text(
        "buttonLabel",
        isOffer ? "Button label (empty: “Buy”)" : "Button label (empty: “Learn more”)",
        40,
      )}
      {text("image", "Image (path or https address, optional)", 500)}
      <label className={`${styles.field} ${styles.wide}`}>
        <span>How it works (one step per line)</span>
        <textarea
          className={styles.input}
          value={fields.howWorks}
          maxLength={PROMOTION_HOW_WORKS_MAX}
          onChange={(event) => set("howWorks", event.target.value)}
        />
        {error("howWorks")}
      </label>
      <label className={styles.field}>
        <span>Shown to</span>
        <select
          className={styles.input}
          value={fields.needDeposits}
          onChange={(event) => set("needDeposits", event.target.value)}
        >
          {DEPOSITS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>Order (lower first)</span>
        <input
          className={styles.input}
          type="number"
          min={0}
          max={10_000}
          value={fields.sortOrder}
          onChange={(event) => set("sortOrder", Number(event.target.value))}
        />
      </label>
      <label className={styles.field}>
        <span>From (UTC day, optional)</span>
        <input
          className={styles.input}
          type="date"
          value={fields.startsOn}
          onChange={(event) => set("startsOn", event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span>Until (UTC day, optional)</span>
        <input
          className={styles.input}
          type="date"
          value={fields.endsOn}
          aria-invalid={fieldError("endsAt") ? true : undefined}
          onChange={(event) => set("endsOn", event.target.value)}
        />
        {error("endsAt")}
      </label>
      <fieldset className={styles.checks}>
        <legend>Where it shows</legend>
        <label>
          <input
            type="checkbox"
            checked={fields.isShowPromoPage}
            onChange={(event) => set("isShowPromoPage", event.target.checked)}
          />{" "}
          Promotions page
        </label>
        <label>
          <input
            type="checkbox"
            checked={fields.isShowHomePage}
            onChange={(event) => set("isShowHomePage", event.target.checked)}
          />{" "}
          Home page
        </label>
        <label>
          <input
            type="checkbox"
            checked={fields.isActive}
            onChange={(event) => set("isActive", event.target.checked)}
          />{" "}
          Active
        </label>
      </fieldset>
      <div className={styles.formActions}>
        <Button type="button" variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : promotion ? "Save and publish" : "Add and publish"}
        </Button>
      </div>
    </form>
  );
}
