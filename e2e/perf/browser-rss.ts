import { readdirSync, readFileSync } from 'node:fs';

/**
 * The browser's resident memory, the way a phone's browser runs out of it: VmRSS of every process of
 * the Chromium that this Node process launched (the browser, its renderers, GPU and utility processes,
 * every worker's renderer), summed, from /proc. Linux only; elsewhere `available()` is false and the
 * benchmark prints "–". `performance.measureUserAgentSpecificMemory()` would be the in-page way, but it
 * needs cross-origin isolation, which the widget does not have.
 *
 * Summing RSS counts pages shared between processes (libraries, the binary) once per process; those are
 * the same before and during an import, so the figure the benchmark reports, the peak above the reading
 * taken just before the file is chosen, is the import's own.
 */
export class BrowserRssSampler {
  private timer: ReturnType<typeof setInterval> | undefined;
  private base = 0;
  private peak = 0;
  private samples = 0;

  constructor(private readonly rootPid = process.pid) {}

  static available(): boolean {
    try {
      readFileSync('/proc/self/status', 'utf8');
      return true;
    } catch {
      return false;
    }
  }

  /** Bytes now: every descendant of the root (not the root itself, the Node test process). */
  now(): number {
    return descendants(this.rootPid).reduce((sum, pid) => sum + rssOf(pid), 0);
  }

  /** Takes the baseline now and samples every `intervalMs` until `stop()`. */
  start(intervalMs = 50): void {
    this.stop();
    this.base = this.now();
    this.peak = this.base;
    this.samples = 1;
    this.timer = setInterval(() => {
      this.peak = Math.max(this.peak, this.now());
      this.samples++;
    }, intervalMs);
  }

  /** Stops sampling; the peak above the baseline, in bytes, and the readings behind it. */
  stop(): { baseBytes: number; peakBytes: number; overBytes: number; samples: number } {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.samples > 0) this.peak = Math.max(this.peak, this.now());
    return {
      baseBytes: this.base,
      peakBytes: this.peak,
      overBytes: Math.max(0, this.peak - this.base),
      samples: this.samples,
    };
  }
}

function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = parentOf(Number(entry));
    if (ppid === undefined) continue;
    const list = children.get(ppid);
    if (list) list.push(Number(entry));
    else children.set(ppid, [Number(entry)]);
  }
  const out: number[] = [];
  const stack = [...(children.get(root) ?? [])];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(after[1]);
  } catch {
    return undefined; // the process ended between the listing and the read
  }
}

function rssOf(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
