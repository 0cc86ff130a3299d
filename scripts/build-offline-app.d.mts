export const OFFLINE_APP_DIR: string;
export const BUNDLED: { name: string; file: string }[];
export function buildOfflineApp(options?: { out?: string; minify?: boolean }): {
  files: { path: string; bytes: number }[];
  ms: number;
};
export function ensureOfflineApp(): void;
