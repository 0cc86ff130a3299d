export function findChromium(): string | null;
export const CHROMIUM_ARGS: string[];
export const INSTALL_HINT: string;
