// The header the browser app sends with every API call. Each area's paths (relative to the service base URL, default
// `/api`, whose first segment is the service name the client may swap, spec §7) are in its contract.

export const WEB_CLIENT_HEADER = 'x-dh-client';
