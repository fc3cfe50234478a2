import {
  createJurisdictionRuleEndpoint,
  type JurisdictionRule,
  type JurisdictionRuleDraft,
  updateJurisdictionRuleEndpoint,
} from "@casino/contracts/sweepstakes-rules";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { RULES_KEY } from "./rules-queries";
import styles from "./sweepstakes-rules.module.css";

type Flag = "allowsSignUp" | "allowsPurchase" | "allowsSweepstakesPlay" | "allowsRedemption" | "allowsAmoe";

export const FLAGS: readonly { name: Flag; label: string }[] = [
  { name: "allowsSignUp", label: "Sign-up" },
  { name: "allowsPurchase", label: "Purchase" },
  { name: "allowsSweepstakesPlay", label: "SweepStakes play" },
  { name: "allowsRedemption", label: "Redemption" },
  { name: "allowsAmoe", label: "AMOE" },
];

const EMPTY: JurisdictionRuleDraft = {
  code: "",
  name: "",
  effectiveFrom: "",
  allowsSignUp: true,
  allowsPurchase: true,
  allowsSweepstakesPlay: true,
  allowsRedemption: true,
  allowsAmoe: true,
  minimumAge: 18,
  sourceNote: "",
  isConfirmed: false,
};

const draftOf = ({ id: _id, status: _s, updatedAt: _u, updatedBy: _b, ...draft }: JurisdictionRule) => draft;

/** Adds a dated rule, or edits `rule`; `onDone` closes the form after a save. */
export function RuleForm({
  rule,
  onDone,
}: {
  rule: JurisdictionRule | null;
  onDone: (saved: string) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<JurisdictionRuleDraft>(() => (rule ? draftOf(rule) : EMPTY));
  const [status, setStatus] = useState<Status>(null);
  const save = useMutation({
    mutationFn: () =>
      rule
        ? api.call(updateJurisdictionRuleEndpoint, { params: { id: rule.id }, body: draft })
        : api.call(createJurisdictionRuleEndpoint, { body: draft }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: RULES_KEY });
      onDone(`Saved the rule of ${saved.name} from ${saved.effectiveFrom}.`);
    },
    onError: (error) => setStatus({ tone: "error", text: errorText(error) }),
  });
  const fieldError = (name: keyof JurisdictionRuleDraft) =>
    isApiError(save.error)
      ? save.error.details.find((detail) => detail.path === `body.${name}`)?.message
      : undefined;
  const setText =
    (name: "code" | "name" | "effectiveFrom" | "sourceNote") => (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const title = rule ? `Edit the rule of ${rule.name} from ${rule.effectiveFrom}` : "Add a dated rule";
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <StatusMessage status={status} />
      <div className={styles.row}>
        <FieldShell label="Code" hint="US-WA for a state, GB for a country" error={fieldError("code")}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              value={draft.code}
              onChange={(event) =>
                setDraft((current) => ({ ...current, code: event.target.value.toUpperCase() }))
              }
            />
          )}
        </FieldShell>
        <FieldShell label="Name" error={fieldError("name")}>
          {(control) => (
            <input {...control} className={styles.input} value={draft.name} onChange={setText("name")} />
          )}
        </FieldShell>
        <FieldShell label="In force from" hint="A day in UTC" error={fieldError("effectiveFrom")}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={styles.input}
              value={draft.effectiveFrom}
              onChange={setText("effectiveFrom")}
            />
          )}
        </FieldShell>
        <FieldShell label="Minimum age" error={fieldError("minimumAge")}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={18}
              max={25}
              className={styles.input}
              value={draft.minimumAge}
              onChange={(event) =>
                setDraft((current) => ({ ...current, minimumAge: Number(event.target.value) }))
              }
            />
          )}
        </FieldShell>
      </div>
      <fieldset className={styles.flags}>
        <legend>Allowed there</legend>
        {FLAGS.map((flag) => (
          <FieldShell key={flag.name} label={flag.label} layout="inline">
            {(control) => (
              <input
                {...control}
                type="checkbox"
                checked={draft[flag.name]}
                onChange={(event) =>
                  setDraft((current) => ({ ...current, [flag.name]: event.target.checked }))
                }
              />
            )}
          </FieldShell>
        ))}
      </fieldset>
      <FieldShell
        label="Source"
        hint="The statute, bill or policy, and what it says"
        error={fieldError("sourceNote")}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={styles.textarea}
            value={draft.sourceNote}
            onChange={setText("sourceNote")}
          />
        )}
      </FieldShell>
      <FieldShell label="Confirmed from a primary source" layout="inline">
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={draft.isConfirmed}
            onChange={(event) => setDraft((current) => ({ ...current, isConfirmed: event.target.checked }))}
          />
        )}
      </FieldShell>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {rule ? "Save the rule" : "Add the rule"}
        </Button>
        <Button variant="ghost" onClick={() => onDone("")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
