export type RouteClass = 'marketing' | 'auth' | 'console' | 'runtime';
export declare const FRAME_ANCESTORS: Readonly<Record<RouteClass, string>>;
export declare const API_CONTENT_SECURITY_POLICY: string;
export declare function permissionsPolicy(allowed?: Readonly<Record<string, string>>): string;
export declare const PERMISSIONS_POLICY: string;
export declare const RUNTIME_PERMISSIONS_POLICY: string;
export declare const RUNTIME_FRAMING_PAGES: readonly string[];
export declare const CAPTURE_PAGES: readonly string[];
export declare const TALKING_PAGES: readonly string[];
export declare const CAPTURE_PERMISSIONS_POLICY: string;
export declare const STRICT_TRANSPORT_SECURITY: string;
export declare function securityHeaders(options: { production: boolean }): {
  source: string;
  headers: { key: string; value: string }[];
}[];
