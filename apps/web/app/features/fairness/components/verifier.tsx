import { SLOT_GAME_IDS, SLOT_GAMES } from "@casino/domain";
import { Button } from "@casino/ui";
import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import { formClasses, SelectField, TextField } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { isComplete, type VerifierInput, verifyRound } from "../model/verify-round";
import styles from "./fairness.module.css";
import { OutcomeView } from "./outcome-view";

const GAME_OPTIONS = SLOT_GAME_IDS.map((id) => ({ value: id, label: `${SLOT_GAMES[id].meta.name} (${id})` }));

/**
 * Anyone can check a round: paste the revealed server seed, the client seed, the nonce and the game; the
 * page shows the seed's SHA-256 (to compare with the hash committed before play) and recomputes the round
 * with the same code the server plays. A round's deep link fills the form and verifies at once.
 */
export function Verifier({ initial }: { initial: VerifierInput }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [input, setInput] = useState(initial);
  const [checked, setChecked] = useState<VerifierInput | null>(isComplete(initial) ? initial : null);
  const result = useMemo(() => (checked ? verifyRound(checked) : null), [checked]);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const field = (name: keyof VerifierInput) => ({
    name,
    value: input[name],
    onChange: (event: { target: { value: string } }) => setInput({ ...input, [name]: event.target.value }),
  });
  const problem = (name: "serverSeed" | "clientSeed" | "nonce" | "game") => {
    const key = result?.problems[name];
    return key ? t(key) : undefined;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked({ ...input });
    // The result is read from its heading; invalid fields describe themselves.
    requestAnimationFrame(() => resultHeading.current?.focus());
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("fairness.verifier.title")}
      </h2>
      <p className={styles.muted}>{t("fairness.verifier.intro")}</p>
      <form className={formClasses.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t("fairness.verifier.serverSeed")}
          hint={t("fairness.verifier.serverSeedHint")}
          error={problem("serverSeed")}
          autoComplete="off"
          spellCheck={false}
          {...field("serverSeed")}
        />
        <TextField
          label={t("fairness.verifier.serverSeedHash")}
          hint={t("fairness.verifier.serverSeedHashHint")}
          autoComplete="off"
          spellCheck={false}
          {...field("serverSeedHash")}
        />
        <TextField
          label={t("fairness.verifier.clientSeed")}
          error={problem("clientSeed")}
          autoComplete="off"
          spellCheck={false}
          {...field("clientSeed")}
        />
        <TextField
          label={t("fairness.verifier.nonce")}
          error={problem("nonce")}
          inputMode="numeric"
          autoComplete="off"
          {...field("nonce")}
        />
        <SelectField
          label={t("fairness.verifier.game")}
          placeholder={t("fairness.verifier.gamePlaceholder")}
          options={GAME_OPTIONS}
          error={problem("game")}
          {...field("game")}
        />
        <Button type="submit" className={styles.submit}>
          {t("fairness.verifier.submit")}
        </Button>
      </form>
      {result ? (
        <div className={styles.result}>
          <h3 ref={resultHeading} tabIndex={-1} className={styles.heading}>
            {t("fairness.result.title")}
          </h3>
          {result.hash ? (
            <div className={styles.hashBlock}>
              <p>{t("fairness.result.hash")}</p>
              <code className={styles.code} data-testid="verifier-hash">
                {result.hash}
              </code>
              {result.matchesCommitment === null ? null : (
                <p className={result.matchesCommitment ? styles.match : styles.mismatch}>
                  {result.matchesCommitment ? t("fairness.result.matches") : t("fairness.result.mismatch")}
                </p>
              )}
            </div>
          ) : null}
          {result.outcome ? (
            <OutcomeView outcome={result.outcome} />
          ) : (
            <p className={styles.mismatch}>{t("fairness.result.fixFields")}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
