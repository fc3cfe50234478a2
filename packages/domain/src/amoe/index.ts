export { type AmoeCap, amoeCapWindowStart, mayCreditAmoe, nextAmoeCreditAt } from "./cap";
export { AMOE_CODE_ALPHABET, AMOE_CODE_LENGTH, generateAmoeCode, normalizeAmoeCode } from "./code";
