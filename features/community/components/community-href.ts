import type { Device } from '@/lib/routing/device';
import { devicePath } from '@/lib/routing/device-path.mjs';

/** The forum's pages on the reader's device, with a query. */
export function communityHref(device: Device, path: '/community' | '/community/detail', query: object = {}) {
  const search = new URLSearchParams(
    Object.entries(query).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  ).toString();
  return devicePath(path, device) + (search ? `?${search}` : '');
}
