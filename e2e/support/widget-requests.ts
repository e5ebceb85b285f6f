import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect } from './test';

/**
 * Every request of a test's browser context (the page, its cross-origin widget frame and the widget's
 * worker), recorded from both `page.on('request')` and `context.on('request')` and deduplicated, so a
 * request seen by either listener is counted once.
 */
export interface SeenRequest {
  readonly seq: number;
  readonly url: string;
  readonly type: string;
  /** URL of the frame that made it ('' when Playwright cannot tell, e.g. a worker's own fetch). */
  readonly frame: string;
  readonly via: 'page' | 'context' | 'both';
}

export class RequestLog {
  private readonly seen = new Map<Request, { seq: number; via: SeenRequest['via'] }>();
  private readonly open = new Set<Request>();
  private order: Request[] = [];
  private lastEvent = Date.now();
  readonly workers: string[] = [];

  constructor(context: BrowserContext, page: Page) {
    context.on('request', (r) => this.add(r, 'context'));
    page.on('request', (r) => this.add(r, 'page'));
    page.on('worker', (w) => this.workers.push(w.url()));
    for (const source of [context, page] as const) {
      source.on('requestfinished', (r) => this.close(r));
      source.on('requestfailed', (r) => this.close(r));
    }
  }

  private add(r: Request, via: 'page' | 'context') {
    this.lastEvent = Date.now();
    const known = this.seen.get(r);
    if (known) {
      if (known.via !== via) known.via = 'both';
      return;
    }
    this.seen.set(r, { seq: this.order.length, via });
    this.order.push(r);
    this.open.add(r);
  }

  private close(r: Request) {
    this.lastEvent = Date.now();
    this.open.delete(r);
  }

  /** A position in the log: `since(mark)` lists what came after it. */
  mark(): number {
    return this.order.length;
  }

  since(mark = 0): SeenRequest[] {
    return this.order.slice(mark).map((r) => {
      let frame = '';
      try {
        frame = r.frame().url();
      } catch {
        frame = '';
      }
      const info = this.seen.get(r);
      return { seq: info?.seq ?? -1, url: r.url(), type: r.resourceType(), frame, via: info?.via ?? 'page' };
    });
  }

  /**
   * Waits (polling, no fixed sleep) until nothing is in flight and nothing new has started for `quietMs`:
   * the widget's page load, including the worker it prepares, has settled.
   */
  async settle(quietMs = 750): Promise<void> {
    await expect
      .poll(() => this.open.size === 0 && Date.now() - this.lastEvent >= quietMs, {
        message: 'network settled',
        intervals: [100, 250],
      })
      .toBe(true);
  }
}

/** Hosts that are this machine. */
export const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Requests whose URL leaves the machine (http(s) to any other host; data:/blob: never leave it). */
export function offMachine(requests: readonly SeenRequest[]): SeenRequest[] {
  return requests.filter((r) => {
    const url = new URL(r.url);
    if (url.protocol === 'data:' || url.protocol === 'blob:') return false;
    return !LOCAL_HOSTS.has(url.hostname);
  });
}

/** Short, readable lines for an assertion message or the report. */
export function describe(requests: readonly SeenRequest[]): string[] {
  return requests.map(
    (r) => `${r.type} ${r.url.replace(/#.*$/, '#…')} (frame ${r.frame || '-'}, via ${r.via})`,
  );
}
