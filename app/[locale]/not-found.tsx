import { DesktopNotFound } from '@/components/layout/DesktopNotFound';

export default DesktopNotFound;
