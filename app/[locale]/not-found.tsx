import { DesktopNotFound } from '@/components/site/DesktopNotFound';

export default DesktopNotFound;
