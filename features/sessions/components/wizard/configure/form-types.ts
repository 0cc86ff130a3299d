import type { ApiForm } from '@/components/ui/form/useApiForm';
import type { SessionInput, SessionValues } from '../../../contract';

/** Step 4's form: the whole session, checked by the contract's `sessionInput`. */
export type SessionForm = ApiForm<SessionInput, SessionValues>;
