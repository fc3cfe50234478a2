export { OPERATOR_QUERY_KEY, setOperator, useOperator, useSetOperator } from "./use-operator";
