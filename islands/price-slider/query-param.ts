/** The spec's reader of URL query parameters: the value, or false when the parameter is absent. */
export function readQueryParam(name: string, search: string = location.search): string | false {
  const value = new URLSearchParams(search).get(name);
  return value === null ? false : value;
}
