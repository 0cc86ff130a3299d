export declare function freePort(): Promise<number>;

export declare function startBuiltServer(options: {
  name: string;
  env?: Record<string, string>;
  port?: number;
  dir?: string;
  nodeArgs?: string[];
  probe?: string;
}): Promise<{ origin: string; port: number; dataDir: string; pid: number; stop: () => void }>;
