import { allows } from "@casino/contracts/operators";
import {
  deleteJurisdictionRuleEndpoint,
  type JurisdictionRule,
  type RuleStatus,
} from "@casino/contracts/sweepstakes-rules";
import { Button, Page } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useApi } from "../../lib/api";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { FLAGS, RuleForm } from "./rule-form";
import { RULES_KEY, useJurisdictionRules } from "./rules-queries";
import styles from "./sweepstakes-rules.module.css";

const STATUS_LABELS: Record<RuleStatus, string> = {
  inForce: "In force",
  scheduled: "Scheduled",
  superseded: "Superseded",
};

type Editing = { rule: JurisdictionRule | null } | null;

/**
 * "Jurisdictions" (module compliance): what sweepstakes play may do in each state or country, by date.
 * A row dated after today is scheduled and takes effect on its day; only such a row can be withdrawn.
 */
export function JurisdictionsPage() {
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "compliance:write") : false;
  const rules = useJurisdictionRules();
  const api = useApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<Status>(null);
  const withdraw = useMutation({
    mutationFn: (rule: JurisdictionRule) =>
      api.call(deleteJurisdictionRuleEndpoint, { params: { id: rule.id } }),
    onSuccess: async (_answer, rule) => {
      setStatus({ tone: "success", text: `Withdrew the rule of ${rule.name} from ${rule.effectiveFrom}.` });
      await queryClient.invalidateQueries({ queryKey: RULES_KEY });
    },
    onError: (error) => setStatus({ tone: "error", text: errorText(error) }),
  });
  const done = (message: string) => {
    setEditing(null);
    setStatus(message ? { tone: "success", text: message } : null);
  };
  return (
    <Page title="Jurisdictions">
      <div className={styles.stack}>
        <StatusMessage status={status} />
        {editing ? (
          <section className={styles.card}>
            <RuleForm rule={editing.rule} onDone={done} />
          </section>
        ) : canWrite ? (
          <div>
            <Button onClick={() => setEditing({ rule: null })}>Add a dated rule</Button>
          </div>
        ) : null}
        <section className={styles.card} aria-labelledby="rules-title">
          <h2 id="rules-title" className={styles.cardTitle}>
            Rules
          </h2>
          <p className={styles.muted}>
            Today (UTC) is {rules.data?.today ?? "…"}. A jurisdiction without a rule allows everything from
            age 18; where several apply to a player, the strictest wins.
          </p>
          {rules.isError ? <p role="alert">{errorText(rules.error)}</p> : null}
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption className={styles.muted}>Jurisdiction rules by code and date</caption>
              <thead>
                <tr>
                  <th scope="col">Jurisdiction</th>
                  <th scope="col">From</th>
                  <th scope="col">Status</th>
                  <th scope="col">Refuses</th>
                  <th scope="col">Age</th>
                  <th scope="col">Source</th>
                  {canWrite ? <th scope="col">Actions</th> : null}
                </tr>
              </thead>
              <tbody>
                {(rules.data?.rules ?? []).map((rule) => {
                  const refused = FLAGS.filter((flag) => !rule[flag.name]).map((flag) => flag.label);
                  return (
                    <tr key={rule.id}>
                      <th scope="row">
                        {rule.name} <span className={styles.muted}>{rule.code}</span>
                      </th>
                      <td>{rule.effectiveFrom}</td>
                      <td>{STATUS_LABELS[rule.status]}</td>
                      <td>
                        {refused.length === 0
                          ? "Nothing"
                          : refused.length === FLAGS.length
                            ? "Everything"
                            : refused.join(", ")}
                      </td>
                      <td>{rule.minimumAge}</td>
                      <td>
                        {rule.sourceNote}
                        {rule.isConfirmed ? null : <strong> (unconfirmed)</strong>}
                      </td>
                      {canWrite ? (
                        <td>
                          <div className={styles.actions}>
                            <Button
                              size="sm"
                              variant="secondary"
                              aria-label={`Edit ${rule.name} from ${rule.effectiveFrom}`}
                              onClick={() => setEditing({ rule })}
                            >
                              Edit
                            </Button>
                            {rule.status === "scheduled" ? (
                              <Button
                                size="sm"
                                variant="ghost"
                                aria-label={`Withdraw ${rule.name} from ${rule.effectiveFrom}`}
                                disabled={withdraw.isPending}
                                onClick={() => withdraw.mutate(rule)}
                              >
                                Withdraw
                              </Button>
                            ) : null}
                          </div>
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </Page>
  );
}
