/** A per-developer override: render `part` from the build whose manifest is at `url`, until `expires` (ms). */
export interface Override {
  part: string;
  url: string;
  expires: number;
}
export type Refusal =
  | 'malformed'
  | 'bad signature'
  | 'expired'
  | 'lasts too long'
  | 'unknown part'
  | 'origin not allowed'
  | 'not a version manifest';
export type Verdict = { ok: true; override: Override } | { ok: false; reason: Refusal; part?: string; origin?: string };

/** The cookie the shell's server keeps the token in. */
export declare const OVERRIDE_COOKIE: string;
export declare const DEFAULT_HOURS: number;
export declare const MAX_HOURS: number;
export declare const DEFAULT_ORIGINS: readonly string[];
export declare const DEVELOPMENT_SECRET: string;
/** SHELL_OVERRIDE_SECRET, else the development secret outside production, else null (overrides off). */
export declare function overrideSecret(
  env: NodeJS.ProcessEnv,
): { secret: string; development: boolean } | { error: string } | null;
/** SHELL_OVERRIDE_ORIGINS (comma-separated; "http://localhost:*" is any port), else the defaults. */
export declare function allowedOrigins(text: string | undefined): readonly string[];
export declare function originAllowed(url: URL, patterns: readonly string[]): boolean;
export declare function signOverride(
  override: { part: string; url: string; hours?: number },
  secret: string,
  now?: number,
): string;
export declare function verifyOverride(
  token: string,
  options: { secret: string; parts: readonly string[]; origins: readonly string[]; now?: number },
): Verdict;
