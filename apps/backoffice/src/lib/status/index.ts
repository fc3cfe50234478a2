export { errorText } from "./error-text";
export { type Status, StatusMessage } from "./status-message";
