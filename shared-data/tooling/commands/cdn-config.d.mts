import type { CdnLayout } from './cdn.mjs';

export declare const CDN_TEMPLATE: string;
/** Debian's nginx, or NGINX_PATH. */
export declare const NGINX_PATH: string;
export declare function renderCdnConfig(layout: CdnLayout, template?: string): string;
export declare function writeCdnConfig(layout: CdnLayout): string;
export declare function cacheStatuses(folder: string): Record<string, number>;
