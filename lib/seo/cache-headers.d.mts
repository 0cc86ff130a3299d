export declare const MARKETING_CACHE_CONTROL: string;
export declare const MARKETING_VARY: string;
export declare const NOT_FOUND_CACHE_CONTROL: string;
export declare const DEVICE_VARY: string;
export declare const CACHEABLE_DESKTOP_PAGES: readonly string[];
export declare const CACHEABLE_MOBILE_ONLY_PAGES: readonly string[];
export declare function marketingCacheHeaders(): {
  source: string;
  headers: { key: string; value: string }[];
}[];
