export { applyMask, isMaskComplete, unmask } from "./input-mask";
