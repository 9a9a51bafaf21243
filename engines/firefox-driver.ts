/** Firefox ESR over WebDriver BiDi (puppeteer-core 24): Playwright's Firefox cannot drive the ESR. */
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { firefoxPath } from '../scripts/engine-paths.mjs';
import { afterTwoFrames, BLANK_PATH, takesClicks, VIEWPORT, type Driver } from './driver';
import { pageScript } from './page-script';
import { waitFor } from './wait';

class FirefoxDriver implements Driver {
  readonly engine = 'firefox';
  private context: BrowserContext | undefined;
  private current: Page | undefined;

  constructor(
    private readonly browser: Browser,
    readonly origin: string,
  ) {}

  private get page(): Page {
    if (!this.current) throw new Error('no page: call newVisitor() first');
    return this.current;
  }

  async newVisitor(): Promise<void> {
    await this.context?.close();
    // A browser context of its own: no cookies, storage or history of the journey before.
    this.context = await this.browser.createBrowserContext();
    this.current = await this.context.newPage();
    await this.current.setViewport(VIEWPORT);
    await this.open(BLANK_PATH);
  }

  async open(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' });
  }

  async click(selector: string): Promise<void> {
    await waitFor(this, `${selector} to take a click`, takesClicks, selector);
    await this.page.click(selector);
  }

  async hover(selector: string): Promise<void> {
    await this.page.hover(selector);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async press(key: Parameters<Driver['press']>[0], options: { shift?: boolean } = {}): Promise<void> {
    if (options.shift) await this.page.keyboard.down('Shift');
    // Puppeteer names the space bar by the character it types.
    await this.page.keyboard.press(key === 'Space' ? ' ' : key);
    if (options.shift) await this.page.keyboard.up('Shift');
  }

  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result | Promise<Result>, ...args: Args): Promise<Result> {
    return this.page.evaluate(pageScript(fn as (...args: never[]) => unknown, args)) as Promise<Result>;
  }

  async screenshot(file: string): Promise<void> {
    await this.evaluate(afterTwoFrames);
    await this.page.screenshot({ path: file as `${string}.png` });
  }

  async resize(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

export async function launchFirefox(origin: string): Promise<Driver> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath(), headless: true, protocol: 'webDriverBiDi' });
  return new FirefoxDriver(browser, origin);
}
