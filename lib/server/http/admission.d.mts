import type { IncomingMessage, ServerResponse } from 'node:http';

export interface AdmissionGate {
  admit(): Promise<() => void>;
  readonly load: { active: number; waiting: number };
}

export declare function rendersPage(req: IncomingMessage, basePath?: string): boolean;
export declare function createAdmissionGate(limit: number): AdmissionGate;
export declare const RENDER_SLOT_MAX_MS: number;
export declare function waitForRenderSlot(
  gate: AdmissionGate,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean>;
export declare function renderConcurrency(value: string | undefined): number;
