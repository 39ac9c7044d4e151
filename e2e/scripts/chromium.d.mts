export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const FONT_PACKAGES: Record<string, string>;
