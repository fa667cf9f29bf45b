import { API_PREFIX } from '@sdp/shared';

/** Handler pattern for an API path on any origin: the browser's own, or the base a node test chose. */
export const apiPath = (path: string): string => `*${API_PREFIX}${path}`;
