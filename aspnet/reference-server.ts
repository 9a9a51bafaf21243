/**
 * The reference ASP.NET server: Default.aspx with the GetOptions and AddCart page methods, run by Mono's System.Web
 * through aspnet/host. Builds the site when its sources changed (aspnet/build.ts), starts the host on a port, and
 * resolves once Default.aspx answers (its first request compiles the page).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../engines/ports';
import { MONO_PACKAGES, monoFound } from '../scripts/mono-path.mjs';
import { buildSite, HOST_EXE } from './build';

export interface ReferenceServer {
  /** The shop root, e.g. `http://127.0.0.1:40123/`: the page methods are at `Default.aspx/<Method>` under it. */
  url: string;
  stop(): Promise<void>;
}

/** The first request compiles Default.aspx with mcs: seconds on an idle machine, more on a busy one. */
const START_TIMEOUT_MS = 60_000;

export async function startReferenceServer(port?: number): Promise<ReferenceServer> {
  if (!monoFound()) {
    throw new Error(`Mono not found: install Debian's ${MONO_PACKAGES.join(' ')} (npm test does, as root) to run the reference ASP.NET server`);
  }
  const site = buildSite();
  const chosenPort = port ?? (await freePort());
  // System.Web compiles pages under $TMPDIR and clears what it finds there at start: each server has its own.
  const temp = mkdtempSync(join(tmpdir(), 'sf-aspnet-'));
  const host = spawn('mono', [join(site, HOST_EXE), String(chosenPort), site], {
    env: { ...process.env, TMPDIR: temp },
    // stdin stays open: the host exits when it closes, so it never outlives this process.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  host.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  host.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => host.once('exit', () => resolve()));

  const url = `http://127.0.0.1:${chosenPort}/`;
  const stop = async () => {
    if (host.exitCode === null && host.signalCode === null) host.kill();
    await exited;
    rmSync(temp, { recursive: true, force: true });
  };
  try {
    await answering(`${url}Default.aspx`, exited);
  } catch (error) {
    await stop();
    throw new Error(`the reference ASP.NET server did not start: ${(error as Error).message}${output ? `\n${output.trim()}` : ''}`);
  }
  return { url, stop };
}

async function answering(page: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error('the host exited');
    const response = await fetch(page).catch(() => undefined);
    if (response?.status === 200) return;
    if (response) {
      // System.Web's error page names the exception (a compile error of Default.aspx, a missing assembly) on a line of its own.
      const cause = /^\[System\.[^\]]+\]: .*$/m.exec(await response.text())?.[0];
      throw new Error(`Default.aspx answered HTTP ${response.status}${cause ? `: ${cause}` : ''}`);
    }
    if (Date.now() > deadline) throw new Error(`no answer from ${page} within ${START_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
