import { listJurisdictionRulesEndpoint } from "@casino/contracts/sweepstakes-rules";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

export const RULES_KEY = ["backoffice", "sweepstakes-rules"] as const;

export function useJurisdictionRules() {
  const api = useApi();
  return useQuery({ queryKey: RULES_KEY, queryFn: () => api.call(listJurisdictionRulesEndpoint) });
}
