export declare const CHROMIUM_PATH: string;
export declare const HEADLESS_SHELL_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const FONT_PACKAGES: Record<string, string>;
/** No host resolves but this machine's (a Chromium flag). */
export declare const NO_EXTERNAL_HOSTS: string;
