// Put in by Vite at build time from package.json (vite.config.ts, `define`).
declare const __CONSOLE_VERSION__: string;

/** This console's own version. */
export const CONSOLE_VERSION: string = __CONSOLE_VERSION__;
