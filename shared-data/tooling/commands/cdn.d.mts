import type { ChildProcess, StdioOptions } from 'node:child_process';

export interface CdnSiteOptions {
  /** The CDN's port for the site. */
  port: number;
  /** A shell server on each. */
  shellPorts: number[];
  /** The CDN's port for each remote's files, by remote name. */
  remotePorts: Record<string, number>;
  /** A metrics port for each shell server (none by default). */
  metricsPorts?: number[];
  stdio?: StdioOptions;
}

export interface CdnSite {
  /** The site through the CDN: http://localhost:<port>. */
  origin: string;
  /** Each remote's files through the CDN, by remote name. */
  remoteOrigins: Record<string, string>;
  /** nginx's folder: configuration, logs, cache. */
  folder: string;
  shells: { port: number; child: ChildProcess; stop: () => Promise<void> }[];
  /** The cache statuses nginx logged so far, counted (HIT, MISS, EXPIRED, STALE, UPDATING, BYPASS, -). */
  cacheStatuses: () => Record<string, number>;
  stop: () => Promise<void>;
}

/** Shell servers reading the remotes through the CDN, and nginx in front of them; the remotes must run. */
export declare function startSiteBehindCdn(options: CdnSiteOptions): Promise<CdnSite>;

export interface CdnLayout {
  folder: string;
  port: number;
  shellPorts: number[];
  remotes: { name: string; port: number; originPort: number }[];
}

/** nginx with the CDN's configuration in `layout.folder`, in the foreground. */
export declare function startNginx(
  layout: CdnLayout,
  stdio?: StdioOptions,
): Promise<{ child: ChildProcess; stop: () => Promise<void> }>;
