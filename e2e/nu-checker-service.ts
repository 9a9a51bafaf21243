/**
 * The Nu Html Checker (vnu.jar from `vnu-jar`) run as a local web service, as an outside checker would run it. The JVM
 * takes seconds to start and checks a page in a tenth of one once warm: it starts once per Playwright worker, and each
 * journey sends it its documents, so every page and state stays a test of its own.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const START_TIMEOUT_MS = 60_000;

/** One message of the checker's JSON output (https://github.com/validator/validator/wiki/Output-%C2%BB-JSON). */
interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  message: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

export interface NuChecker {
  /** The checker's errors in `html` (warnings left out), one line each: where, what, and the markup around it. */
  errors(html: string): Promise<string[]>;
  stop(): void;
}

/** A port nothing listens on now: asked of the system, then let go for the JVM to take. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const describe = (m: NuMessage): string => {
  const where = m.lastLine === undefined ? '' : `line ${m.lastLine}:${m.firstColumn ?? m.lastColumn}: `;
  return `${where}${m.message}${m.extract ? ` in ${JSON.stringify(m.extract.trim())}` : ''}`;
};

export async function startNuChecker(): Promise<NuChecker> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const java = spawn('java', ['-cp', VNU_JAR, '-Dnu.validator.servlet.bind-address=127.0.0.1', 'nu.validator.servlet.Main', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Should the worker end without tearing its fixtures down, the JVM must not outlive it.
  const stop = () => void java.kill();
  process.once('exit', stop);
  let log = '';
  java.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-2000)));
  let gone = false;
  const ended = new Promise<never>((_, reject) => {
    const end = (problem: string) => {
      gone = true;
      reject(new Error(problem));
    };
    java.once('error', (error) => end(`cannot run java (Debian: default-jre-headless): ${error.message}`));
    java.once('exit', (code) => end(`the Nu checker stopped (exit ${code}) before it answered: ${log}`));
  });
  const answering = (async () => {
    for (const started = Date.now(); !gone && Date.now() - started < START_TIMEOUT_MS; await new Promise((done) => setTimeout(done, 200))) {
      if (await fetch(url).then((response) => response.ok, () => false)) return;
    }
    throw new Error(`the Nu checker did not answer at ${url} within ${START_TIMEOUT_MS} ms: ${log}`);
  })();
  try {
    await Promise.race([answering, ended]);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    async errors(html) {
      const response = await fetch(`${url}?out=json&level=error`, { method: 'POST', headers: { 'content-type': 'text/html; charset=utf-8' }, body: html });
      if (!response.ok) throw new Error(`the Nu checker answered ${response.status}`);
      const { messages } = (await response.json()) as { messages: NuMessage[] };
      return messages.filter((m) => m.type !== 'info').map(describe);
    },
    stop() {
      process.off('exit', stop);
      stop();
    },
  };
}
