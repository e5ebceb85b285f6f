import type { ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import {
  clickWhenActionable,
  describeTarget,
  elementIndex,
  inPageSource,
  type Engine,
  type EnginePage,
  type InPage,
  type Json,
} from './engine-page';
import { webkitDriver, XVFB_RUN } from './availability';
import { freePort, spawnGroup, stopGroup, waitForHttp } from './processes';

/**
 * WebKitGTK's MiniBrowser through Debian's `WebKitWebDriver` and WebdriverIO, in WebDriver classic, under
 * `xvfb-run` when there is no $DISPLAY; WebdriverIO is given the driver's address, so it downloads nothing.
 */

type Browser = WebdriverIO.Browser;

class WebKitPage implements EnginePage {
  constructor(
    private readonly browser: Browser,
    private readonly origin: string,
  ) {}

  private errors: string[] = [];
  private inFrame = false;

  async goto(path: string): Promise<void> {
    await this.leaveFrame();
    await this.collectErrors();
    await this.browser.url(new URL(path, this.origin).href);
    await this.watchErrors();
  }

  /**
   * WebDriver classic reports no page errors, so a listener in the current document records them from
   * here on: in the top-level document after each load, in the widget frame once entered.
   */
  private watchErrors(): Promise<void> {
    return this.evaluate(() => {
      const w = window as unknown as { __engineErrors?: string[] };
      if (w.__engineErrors) return;
      const errors: string[] = [];
      w.__engineErrors = errors;
      window.addEventListener('error', (e) => errors.push(e.message));
      window.addEventListener('unhandledrejection', (e) =>
        errors.push(`unhandled rejection: ${String(e.reason)}`),
      );
    });
  }

  /** Moves what the current document recorded into `errors` (before it is left or read). */
  private async collectErrors(): Promise<void> {
    const seen = await this.evaluate(() => {
      const w = window as unknown as { __engineErrors?: string[] };
      return w.__engineErrors ? w.__engineErrors.splice(0) : [];
    }).catch(() => [] as string[]);
    this.errors.push(...seen);
  }

  async takeErrors(): Promise<string[]> {
    await this.leaveFrame();
    await this.collectErrors();
    const errors = this.errors;
    this.errors = [];
    return errors;
  }

  evaluate<A extends Json[], R extends Json | undefined | void>(fn: InPage<A, R>, ...args: A): Promise<R> {
    // A function body for WebDriver's Execute Script, which awaits a returned promise.
    return this.browser.execute(`return ${inPageSource(fn, args)};`) as Promise<R>;
  }

  private async element(css: string, text?: string) {
    const index = await elementIndex(this, css, text);
    const all = await this.browser.$$(css).getElements();
    const element = all[index];
    if (index < 0 || !element) throw new Error(`no ${describeTarget(css, text)}`);
    return element;
  }

  click(css: string, text?: string): Promise<void> {
    return clickWhenActionable(this, css, text, async (index) => {
      const element = (await this.browser.$$(css).getElements())[index];
      if (!element) throw new Error(`no ${describeTarget(css, text)}`);
      await element.click();
    });
  }

  async chooseFiles(css: string, paths: readonly string[]): Promise<void> {
    // Element Send Keys on a file input: one local path per line (the driver runs on this machine).
    await (await this.element(css)).addValue(paths.join('\n'));
  }

  async enterFrame(css: string): Promise<void> {
    await this.browser.switchFrame(await this.element(css));
    this.inFrame = true;
    await this.watchErrors();
  }

  async leaveFrame(): Promise<void> {
    if (this.inFrame) await this.collectErrors();
    this.inFrame = false;
    await this.browser.switchFrame(null);
  }
}

/**
 * `downloads` becomes MiniBrowser's home: with no XDG user-dirs there, WebKitGTK saves downloads in the home
 * folder, so they land in our temporary folder (not the real home) and the flows can look at the file.
 */
export async function launchWebKit(origin: string, downloads: string): Promise<Engine> {
  const port = await freePort();
  const args = [`--port=${port}`, '--host=local'];
  const options = { env: { ...process.env, HOME: downloads } };
  const driver: ChildProcess = process.env.DISPLAY
    ? spawnGroup(webkitDriver(), args, options)
    : spawnGroup(XVFB_RUN, ['-a', webkitDriver(), ...args], options);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/status`, 20_000);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      connectionRetryCount: 1,
      capabilities: { browserName: 'MiniBrowser', 'wdio:enforceWebDriverClassic': true },
    });
    await browser.setWindowSize(1280, 900);
    return {
      id: 'webkit',
      version: `WebKitGTK ${String(browser.capabilities.browserVersion ?? '?')}`,
      page: new WebKitPage(browser, origin),
      close: async () => {
        await browser.deleteSession().catch(() => undefined);
        stopGroup(driver);
      },
    };
  } catch (error) {
    stopGroup(driver);
    throw error;
  }
}
