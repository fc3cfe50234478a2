export { apiErrorText, formatWait } from "./api-error-text";
export { CheckboxField } from "./checkbox-field";
export { FormAlert } from "./form-alert";
export { PasswordField } from "./password-field";
export { SelectField } from "./select-field";
export { SubmitButton } from "./submit-button";
export { TextField } from "./text-field";
export { type SubmitOptions, useForm } from "./use-form";
export { useHydrated } from "./use-hydrated";
export { ValidatedForm } from "./validated-form";
export { type FieldErrors, focusFirstInvalid, issueText, type Validation, validate } from "./validation";

import styles from "./forms.module.css";

/** Class names of the shared form layout (the column of fields, the actions row). */
export const formClasses = { form: styles.form };
