import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';
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

/** Debian's Firefox ESR, headless, through Puppeteer over the WebDriver BiDi it speaks itself (no geckodriver). */
class FirefoxPage implements EnginePage {
  private frame: Frame;
  private errors: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly origin: string,
  ) {
    this.frame = page.mainFrame();
    // Uncaught errors of the page and its frames, as BiDi reports them.
    page.on('pageerror', (error) => this.errors.push(error instanceof Error ? error.message : String(error)));
  }

  async takeErrors(): Promise<string[]> {
    const errors = this.errors;
    this.errors = [];
    return errors;
  }

  async goto(path: string): Promise<void> {
    this.frame = this.page.mainFrame();
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' });
  }

  evaluate<A extends Json[], R extends Json | undefined | void>(fn: InPage<A, R>, ...args: A): Promise<R> {
    // An expression string (awaited when it is a promise), evaluated by BiDi's script.evaluate.
    return this.frame.evaluate(inPageSource(fn, args)) as Promise<R>;
  }

  private async element(css: string, text?: string): Promise<ElementHandle> {
    const index = await elementIndex(this, css, text);
    const element = (await this.frame.$$(css))[index];
    if (index < 0 || !element) throw new Error(`no ${describeTarget(css, text)}`);
    return element;
  }

  click(css: string, text?: string): Promise<void> {
    return clickWhenActionable(this, css, text, async (index) => {
      const element = (await this.frame.$$(css))[index];
      if (!element) throw new Error(`no ${describeTarget(css, text)}`);
      await element.click();
    });
  }

  async chooseFiles(css: string, paths: readonly string[]): Promise<void> {
    const input = (await this.element(css)) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(...paths);
  }

  async enterFrame(css: string): Promise<void> {
    const frame = await (await this.element(css)).contentFrame();
    if (!frame) throw new Error(`${css} has no document`);
    this.frame = frame;
  }

  async leaveFrame(): Promise<void> {
    this.frame = this.page.mainFrame();
  }
}

export async function launchFirefox(
  origin: string,
  executablePath: string,
  downloads: string,
): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
    extraPrefsFirefox: {
      // Downloads land in our folder without asking, so the flows can look at the file.
      'browser.download.folderList': 2,
      'browser.download.dir': downloads,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
    },
  });
  try {
    const [page = await browser.newPage()] = await browser.pages();
    return {
      id: 'firefox',
      version: (await browser.version()).replace(/^firefox\//i, 'Firefox '),
      page: new FirefoxPage(page, origin),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
