/**
 * What the learn remote exposes for other parts to mount: nothing yet. Its entry in shared-data's
 * ExposedModules (every part's type check includes this file); parts.json must name the same
 * fragments. Its pages are declared in src/routes.json.
 */
export {};

declare module '@shared-data/contracts' {
  interface ExposedModules {
    learn: Record<never, never>;
  }
}
