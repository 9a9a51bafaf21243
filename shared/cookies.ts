import Cookies from 'js-cookie';

/** The decoded value (js-cookie undoes percent-encoding), or undefined when absent or undecodable. */
export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/**
 * js-cookie percent-encodes what a cookie cannot hold (`"`, `,`, `;`, spaces, non-ASCII), so any
 * string, JSON included, round-trips; the server reads it back with a plain URL decode.
 */
export function writeCookie(name: string, value: string, days: number): void {
  Cookies.set(name, value, {
    expires: days,
    path: '/',
    sameSite: 'Lax',
    // A Secure cookie is dropped on plain-http pages (the fixture shop, local development).
    secure: location.protocol === 'https:',
  });
}

/**
 * The cookie's JSON handed to `parse`. Cookies are visitor-controlled, so garbage (bad JSON, or a
 * `parse` that throws on the wrong shape) yields undefined instead of an exception.
 */
export function readJsonCookie<T>(name: string, parse: (raw: unknown) => T): T | undefined {
  const text = readCookie(name);
  if (text === undefined) return undefined;
  try {
    return parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}
