/**
 * WebKit (WebKitGTK's MiniBrowser) over classic WebDriver (webdriverio 9, BiDi refused by WebKitWebDriver).
 * MiniBrowser has no headless mode, so WebKitWebDriver runs under xvfb-run, which gives it a display.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import { miniBrowserPath } from '../scripts/engine-paths.mjs';
import { afterTwoFrames, BLANK_PATH, takesClicks, VIEWPORT, type Driver, type Key } from './driver';
import { freePort, portOpen } from './ports';
import { pageScript } from './page-script';
import { waitFor } from './wait';

type Browser = WebdriverIO.Browser;

/** WebDriver's key code points (W3C WebDriver, "keyboard actions"). */
const KEYS: Record<Key, string> = {
  Enter: '\uE007', Tab: '\uE004', Escape: '\uE00C', Space: '\uE00D', Backspace: '\uE003',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015',
  Home: '\uE011', End: '\uE010', PageUp: '\uE00E', PageDown: '\uE00F',
};
const SHIFT = '\uE008';

const keyActions = (values: string[]) => [{ type: 'key', id: 'keyboard', actions: values.flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]) }];

class WebKitDriver implements Driver {
  readonly engine = 'webkit';

  constructor(
    private readonly browser: Browser,
    private readonly server: ChildProcess,
    readonly origin: string,
  ) {}

  async newVisitor(): Promise<void> {
    // One window for every journey (a new session costs seconds): the cookies and storage of the shop are cleared instead.
    await this.open(BLANK_PATH);
    await this.resize(VIEWPORT.width, VIEWPORT.height);
    await this.browser.deleteAllCookies();
    await this.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }

  async open(path: string): Promise<void> {
    await this.browser.url(new URL(path, this.origin).href);
  }

  async click(selector: string): Promise<void> {
    await waitFor(this, `${selector} to take a click`, takesClicks, selector);
    await this.browser.$(selector).click();
  }

  async hover(selector: string): Promise<void> {
    await this.browser.$(selector).moveTo();
  }

  async type(text: string): Promise<void> {
    await this.browser.performActions(keyActions([...text]));
    await this.browser.releaseActions();
  }

  async press(key: Key, options: { shift?: boolean } = {}): Promise<void> {
    const actions = options.shift
      ? [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: SHIFT }, { type: 'keyDown', value: KEYS[key] }, { type: 'keyUp', value: KEYS[key] }, { type: 'keyUp', value: SHIFT }] }]
      : keyActions([KEYS[key]]);
    await this.browser.performActions(actions);
    await this.browser.releaseActions();
  }

  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result | Promise<Result>, ...args: Args): Promise<Result> {
    return this.browser.execute(`return ${pageScript(fn as (...args: never[]) => unknown, args)}`) as Promise<Result>;
  }

  async screenshot(file: string): Promise<void> {
    await this.evaluate(afterTwoFrames);
    await this.browser.saveScreenshot(file);
  }

  async resize(width: number, height: number): Promise<void> {
    const size = () => this.evaluate(() => ({ width: innerWidth, height: innerHeight, outerWidth, outerHeight }));
    // The window includes MiniBrowser's toolbar: grow it by what the page does not get, then check.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = await size();
      if (before.width === width && before.height === height) return;
      await this.browser.setWindowSize(width + before.outerWidth - before.width, height + before.outerHeight - before.height);
      // The page learns its new size a moment later, from the window system.
      await waitFor(this, 'the page to get its new size', (was: { width: number; height: number }) => innerWidth !== was.width || innerHeight !== was.height, before).catch(() => undefined);
    }
    const after = await size();
    if (after.width !== width || after.height !== height) throw new Error(`WebKit window: asked for a ${width}×${height} viewport, got ${after.width}×${after.height}`);
  }

  async close(): Promise<void> {
    try {
      await this.browser.deleteSession();
    } finally {
      stopProcessGroup(this.server);
    }
  }
}

/** xvfb-run is a shell script with Xvfb and the driver below it: end the whole group it leads. */
function stopProcessGroup(child: ChildProcess): void {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

/** WebKitGTK's own capability names MiniBrowser; webdriverio's types do not know it, hence a plain object. */
const capabilities = {
  browserName: 'MiniBrowser',
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
};

export async function launchWebKit(origin: string): Promise<Driver> {
  const port = await freePort();
  const server = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], { detached: true, stdio: 'ignore' });
  try {
    await portOpen(port);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      capabilities,
    });
    const driver = new WebKitDriver(browser, server, origin);
    return driver;
  } catch (error) {
    stopProcessGroup(server);
    throw error;
  }
}
