/**
 * Mono, for the reference ASP.NET server (aspnet/): Debian's Mono 6.8 with its compiler and System.Web, whose
 * `ScriptModule` answers page methods, where Debian installs them.
 */
import { existsSync } from 'node:fs';

/**
 * The Debian packages that bring it: the runtime, `mcs` (the host and the page code are compiled with it, and
 * System.Web compiles `Default.aspx` with it at the first request), and System.Web with its AJAX extensions
 * (which pull in System.Web.Services).
 */
export const MONO_PACKAGES = ['mono-runtime', 'mono-mcs', 'libmono-system-web4.0-cil', 'libmono-system-web-extensions4.0-cil'];

/** What the reference server runs on, as those packages install it. */
export const MONO_FILES = [
  '/usr/bin/mono',
  '/usr/bin/mcs',
  '/usr/lib/mono/4.5/System.Web.dll',
  '/usr/lib/mono/4.5/System.Web.Extensions.dll',
  '/usr/lib/mono/4.5/System.Web.Services.dll',
];

export function monoFound() {
  return MONO_FILES.every((file) => existsSync(file));
}
