/**
 * Waits for a quiet CPU before Lighthouse runs. Lighthouse's simulated timings are built from the main-thread
 * task times it observes, multiplied by its CPU slowdown, so every process still busy on the machine (a test
 * run's browsers and servers winding down) inflates LCP and TBT. Linux only (/proc/stat); elsewhere it
 * returns at once.
 */
import { readFileSync } from 'node:fs';

/** Busy and total jiffies over all cores since boot, or null where /proc/stat does not exist. */
function cpuTimes() {
  let line;
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  } catch {
    return null;
  }
  // cpu user nice system idle iowait irq softirq steal; guest time after these is already counted in user.
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  const idle = fields[3] + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Below this share of all cores busy, the machine counts as quiet. */
const QUIET_SHARE = 0.15;

/** The share of all cores that was busy over the next `windowMs`, 0–1; null where it cannot be read. */
async function busyShare(windowMs = 3000) {
  const start = cpuTimes();
  if (!start) return null;
  await sleep(windowMs);
  const end = cpuTimes();
  const total = end.total - start.total;
  return total > 0 ? (end.busy - start.busy) / total : 0;
}

/**
 * Samples until the CPU is below `threshold` busy or `maxWaitMs` has passed. Returns the last reading and
 * how long it waited, for the report.
 */
async function waitForQuietCpu({ threshold = QUIET_SHARE, maxWaitMs = 180_000, windowMs = 3000 } = {}) {
  const started = Date.now();
  for (;;) {
    const share = await busyShare(windowMs);
    const waitedMs = Date.now() - started;
    if (share === null || share < threshold || waitedMs >= maxWaitMs) return { share, waitedMs };
  }
}

/**
 * Waits up to `maxWaitMs` for a quiet CPU before the first Lighthouse run, warns when it stayed busy, and
 * returns the reading in words for the report.
 */
export async function settleCpu(maxWaitMs) {
  const { share, waitedMs } = await waitForQuietCpu({ maxWaitMs });
  if (share === null) return 'CPU load not readable here (no /proc/stat)';
  const note = `CPU ${Math.round(share * 100)}% busy before the first run (waited ${Math.round(waitedMs / 1000)} s for under ${QUIET_SHARE * 100}%)`;
  if (share >= QUIET_SHARE)
    console.warn(`${note}: the machine is still busy, so the timings below will read high.`);
  return note;
}
