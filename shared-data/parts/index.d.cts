export interface ShellPart {
  dir: string;
  port: number;
}
export interface RemotePart {
  dir: string;
  port: number;
  fragments: Record<string, string>;
}
/** The shape of shared-data/parts.json. */
export interface Parts {
  shell: ShellPart;
  remotes: Record<string, RemotePart>;
}
/** A part as scripts start and address it: its name ('shell', 'catalog', ...), folder and local port. */
export interface Part {
  name: string;
  dir: string;
  port: number;
}
/** The list, read again from shared-data/parts.json (or CODEYATRA_PARTS_FILE). */
export function loadParts(): Parts;
/** Where the list is read from. */
export function partsFile(): string;
/** The repository's root. */
export declare const ROOT: string;
export declare const REMOTE_PARTS: Part[];
export declare const SHELL_PART: Part;
export declare const PARTS: Part[];
/** A part's build folder. */
export declare function distOf(part: { dir: string }): string;
/** Where a part is served locally: 'http://localhost:3001'. */
export declare function originOf(name: string): string;
/** A remote's browser manifest where it is served locally (what remotes.json lists for it). */
export declare function manifestUrlOf(name: string): string;
