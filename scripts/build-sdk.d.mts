export const SDK_ENTRY: string;
export const SDK_MODULE: string;
export function bundleSdk(): Promise<string>;
export function sdkModule(script: string): Promise<string>;
