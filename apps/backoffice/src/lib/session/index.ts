export {
  endSession,
  OPERATOR_QUERY_KEY,
  SESSION_ENDED_KEY,
  type SessionEnded,
  setOperator,
  useOperator,
  useSetOperator,
} from "./use-operator";
