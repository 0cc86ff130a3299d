import 'server-only';
import { portraitAllowancePort } from '@/app/_compose/portrait-allowance-ports';
import { portraitRows } from '@/features/catalogue/server/user-models/capture';
import type { PortraitPorts } from '@/features/portraits/server/ports';

/**
 * The capture's rows are the catalogue's user models; how many portraits a corporation may keep is what its
 * completed portrait packages grant (billing's orders, through the collection's allowance port). No package, no
 * portrait: the trial gets none (features/portraits/README.md says why).
 */
export const portraitPorts: PortraitPorts = {
  rows: portraitRows,
  allowance: { allowance: (corpId, db) => portraitAllowancePort.portraitAllowance(corpId, db) },
};
