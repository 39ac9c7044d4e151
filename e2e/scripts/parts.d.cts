export interface Part {
  name: string;
  dir: string;
  port: number;
  args: string[];
}
export declare const ROOT: string;
export declare const REMOTE_PARTS: Part[];
export declare const SHELL_PART: Part;
export declare const PARTS: Part[];
export declare function distOf(part: Part): string;
/** Where a part is served locally: 'http://localhost:3001'. */
export declare function originOf(name: string): string;
/** A remote's browser manifest where it is served locally (what remotes.json lists for it). */
export declare function manifestUrlOf(name: string): string;
