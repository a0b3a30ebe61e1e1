export const APP_LOADER_SCRIPT: string;
export const APP_LOADER_CSP_SOURCE: string;
