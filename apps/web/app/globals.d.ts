/** Id of the build this bundle belongs to, set by vite.config.ts. */
declare const __BUILD_ID__: string;

declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** ALTCHA's translation modules register themselves on import and export nothing (their types are missing). */
declare module "altcha/i18n/es-es";
