export { type FieldErrors, serverFieldErrors, validateWith } from "./validate-with";
