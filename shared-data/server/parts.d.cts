export interface ShellPart {
  dir: string;
  port: number;
}
export interface RemotePart {
  dir: string;
  port: number;
  exposes: Record<string, string>;
}
export interface Parts {
  shell: ShellPart;
  remotes: Record<string, RemotePart>;
}
export function loadParts(): Parts;
export function partsFile(): string;
