import type { FairnessState } from "@casino/contracts";
import { ClientSeedSchema } from "@casino/contracts";
import { fairnessRotateRoute } from "@casino/contracts/client";
import { Button } from "@casino/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { browserApi } from "../../../lib/api";
import { apiErrorText, FormAlert, formClasses, TextField } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { FAIRNESS_STATE_KEY, fairnessStateQuery } from "../fairness-query";
import styles from "./fairness.module.css";

/** The verifier's address for the rounds of a revealed seed (the player picks the game and nonce). */
function revealedHref(previous: NonNullable<FairnessState["previous"]>): string {
  const query = new URLSearchParams({
    serverSeed: previous.serverSeed,
    serverSeedHash: previous.serverSeedHash,
    clientSeed: previous.clientSeed,
    nonce: String(Math.max(0, previous.lastNonce)),
  });
  return `/fairness?${query}`;
}

/**
 * A signed-in player's seeds: the hash of the secret server seed their next rounds use, their client seed
 * and the next nonce. Rotating reveals the server seed (so those rounds can be verified) and commits to a
 * new one, with the client seed the player chooses.
 */
export function PlayerSeeds() {
  const { t, locale } = useTranslation();
  const { player } = useSession();
  const headingId = useId();
  const queryClient = useQueryClient();
  const state = useQuery({ ...fairnessStateQuery(browserApi), enabled: player !== null });
  const [clientSeed, setClientSeed] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const rotate = useMutation({
    mutationFn: (seed: string | undefined) =>
      browserApi.call(fairnessRotateRoute, { body: seed ? { clientSeed: seed } : {} }),
    onSuccess: (next) => {
      queryClient.setQueryData(FAIRNESS_STATE_KEY, next);
      setClientSeed("");
    },
  });

  if (!player || !state.data) return null;
  const { serverSeedHash, nextNonce, previous } = state.data;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = clientSeed.trim();
    if (trimmed) {
      const parsed = ClientSeedSchema.safeParse(trimmed);
      if (!parsed.success) {
        setFieldError(t("fairness.seeds.clientSeedInvalid"));
        return;
      }
    }
    setFieldError(undefined);
    rotate.mutate(trimmed || undefined);
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("fairness.seeds.title")}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t("fairness.seeds.hash")}</dt>
          <dd>
            <code className={styles.code} data-testid="seeds-hash">
              {serverSeedHash}
            </code>
          </dd>
        </div>
        <div>
          <dt>{t("fairness.seeds.clientSeed")}</dt>
          <dd>
            <code className={styles.code}>{state.data.clientSeed}</code>
          </dd>
        </div>
        <div>
          <dt>{t("fairness.seeds.nextNonce")}</dt>
          <dd>{nextNonce}</dd>
        </div>
      </dl>
      <form className={formClasses.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t("fairness.seeds.newClientSeed")}
          hint={t("fairness.seeds.newClientSeedHint")}
          error={fieldError}
          value={clientSeed}
          onChange={(event) => setClientSeed(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
        />
        <Button type="submit" variant="secondary" disabled={rotate.isPending} className={styles.submit}>
          {t("fairness.seeds.rotate")}
        </Button>
        <FormAlert tone={rotate.isError ? "error" : "success"}>
          {rotate.isError
            ? apiErrorText(t, locale, rotate.error)
            : rotate.isSuccess
              ? t("fairness.seeds.rotated")
              : null}
        </FormAlert>
      </form>
      {previous ? (
        <div className={styles.previous}>
          <h3 className={styles.subheading}>{t("fairness.seeds.previousTitle")}</h3>
          <dl className={styles.facts}>
            <div>
              <dt>{t("fairness.seeds.revealedSeed")}</dt>
              <dd>
                <code className={styles.code} data-testid="revealed-seed">
                  {previous.serverSeed}
                </code>
              </dd>
            </div>
            <div>
              <dt>{t("fairness.seeds.hash")}</dt>
              <dd>
                <code className={styles.code}>{previous.serverSeedHash}</code>
              </dd>
            </div>
            <div>
              <dt>{t("fairness.seeds.clientSeed")}</dt>
              <dd>
                <code className={styles.code}>{previous.clientSeed}</code>
              </dd>
            </div>
            <div>
              <dt>{t("fairness.seeds.rounds")}</dt>
              <dd>{previous.lastNonce + 1}</dd>
            </div>
          </dl>
          {previous.lastNonce >= 0 ? (
            <Link to={revealedHref(previous)} className={styles.link}>
              {t("fairness.seeds.verifyPrevious")}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
