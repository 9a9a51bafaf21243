/**
 * When a page first asks for React, and for which island: React is the biggest chunk a page can load,
 * so the moment it is requested (against the load event) and the island that pulled it in are figures
 * of their own. Island chunks are named after their island (build.mjs), so a request names its island.
 */
export interface ScriptRequest {
  /** Path of the script, e.g. /dist/chunks/main-banner-ABCD12.js */
  path: string;
  /** Request start, ms after navigation start. */
  startMs: number;
}

export interface ReactRequest {
  /** ms after navigation start. */
  atMs: number;
  /** ms after the load event ended (negative: before it). */
  afterLoadMs: number;
  /** The islands whose chunks were requested up to that moment. */
  by: string[];
}

export function firstReactRequest(requests: readonly ScriptRequest[], loadEndMs: number, vendorFile: string, islands: readonly string[]): ReactRequest | null {
  const vendor = requests.find((request) => request.path.endsWith('/' + vendorFile));
  if (!vendor) return null;
  const islandOf = (path: string) => islands.find((name) => new RegExp(`/chunks/${name}-\\w+\\.js$`).test(path));
  const by = requests
    .filter((request) => request.startMs <= vendor.startMs)
    .map((request) => islandOf(request.path))
    .filter((name): name is string => name !== undefined);
  return { atMs: Math.round(vendor.startMs), afterLoadMs: Math.round(vendor.startMs - loadEndMs), by: [...new Set(by)] };
}
