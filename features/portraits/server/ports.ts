import 'server-only';
import type { Page, PageQuery } from '@/lib/contract/paging';
import type { Db } from '@/lib/server/db/client';

// What the capture needs from the rest of the platform, composed in app/_compose/portraits-ports.ts: the rows live
// in the catalogue's user_models table; how many portraits a corporation may have is the collection's business.

export interface PortraitConsentRecord {
  personName: string;
  typedName: string;
  termsVersion: string;
  acceptedAt: string;
  recordedBy: string;
}

export interface PortraitRow {
  id: string;
  name: string;
  status: string;
  rejectReason: string | null;
  consent: PortraitConsentRecord | null;
  photoKey: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The corporation's portrait rows; every call is confined to the corporation given. */
export interface PortraitRowsPort {
  count(db: Db, corpId: string): Promise<number>;
  insert(
    db: Db,
    row: {
      id: string;
      corpId: string;
      name: string;
      look: unknown;
      photoKey: string;
      consent: PortraitConsentRecord;
      createdBy: string;
    },
  ): Promise<void>;
  list(db: Db, corpId: string, query: PageQuery): Promise<Page<PortraitRow>>;
  find(db: Db, corpId: string, id: string): Promise<PortraitRow | null>;
  retake(
    db: Db,
    corpId: string,
    id: string,
    photo: { photoKey: string; look: unknown },
    now: Date,
  ): Promise<PortraitRow | null>;
  rename(db: Db, corpId: string, id: string, name: string, now: Date): Promise<boolean>;
  remove(db: Db, corpId: string, id: string): Promise<{ photoKey: string | null } | undefined>;
  /** The photo key of an approved (`ready`) portrait by id, any corporation's: the runtime's signed pass names it. */
  readyPhotoKey(db: Db, id: string): Promise<string | null>;
}

/** How many portraits the corporation may keep: what its paid portrait packages grant (0 without one). */
export interface PortraitAllowancePort {
  /** Pass the transaction when counting inside one. */
  allowance(corpId: string, db?: Db): Promise<number>;
}

export interface PortraitPorts {
  rows: PortraitRowsPort;
  allowance: PortraitAllowancePort;
}
