import { MINUTES_PER_DAY } from './local-time';

/**
 * Circular statistics for clock times: 23:50 and 00:10 are 20 minutes apart, not 23 hours. The mean
 * is the direction of the mean resultant vector, the spread sqrt(-2 ln R) in minutes.
 */
export interface CircularSummary {
  /** Mean clock minute [0, 1440). */
  readonly meanMinute: number;
  /** Circular standard deviation in minutes. */
  readonly sdMinutes: number;
  readonly totalWeight: number;
}

const TO_RADIANS = (2 * Math.PI) / MINUTES_PER_DAY;
/** Beyond ~12 h the spread means "no rhythm at all"; capping keeps log transforms finite. */
const MAX_SD_MINUTES = 720;

export class CircularAccumulator {
  private sin = 0;
  private cos = 0;
  private weight = 0;

  add(minute: number, weight = 1): void {
    if (weight <= 0) return;
    const angle = minute * TO_RADIANS;
    this.sin += weight * Math.sin(angle);
    this.cos += weight * Math.cos(angle);
    this.weight += weight;
  }

  summary(): CircularSummary | undefined {
    if (this.weight <= 0) return undefined;
    const r = Math.hypot(this.sin, this.cos) / this.weight;
    let mean = Math.atan2(this.sin, this.cos) / TO_RADIANS;
    if (mean < 0) mean += MINUTES_PER_DAY;
    const sd = r > 0 ? Math.sqrt(-2 * Math.log(Math.min(1, r))) / TO_RADIANS : Infinity;
    return { meanMinute: mean, sdMinutes: Math.min(MAX_SD_MINUTES, sd), totalWeight: this.weight };
  }
}

/** Clock minute -> hours after 04:00 in [0, 24): the model's frame, so night listening counts as late. */
export function hoursAfterFour(minute: number): number {
  return (((minute / 60 - 4) % 24) + 24) % 24;
}
