/** Id of the build this bundle belongs to, set by vite.config.ts. */
declare const __BUILD_ID__: string;

declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
