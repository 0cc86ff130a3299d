export declare const MALFORMED_PATH: string;
export declare function wellFormedTarget(target: string, basePath?: string): string;
