export function basePathFromEnv(env?: Record<string, string | undefined>): string;
