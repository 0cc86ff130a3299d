import 'server-only';
import { portraitRows } from '@/features/catalogue/server/user-models/capture';
import { unlimitedAllowance, type PortraitPorts } from '@/features/portraits/server/ports';

/**
 * The capture's rows are the catalogue's user models. The allowance allows any number until the collection's
 * `portraitAllowance(corpId)` (its orders of portrait packages) is connected here.
 */
export const portraitPorts: PortraitPorts = { rows: portraitRows, allowance: unlimitedAllowance };
