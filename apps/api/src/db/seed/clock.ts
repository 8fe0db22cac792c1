import { parseDateInput, saoPauloDateKey } from '@portal/domain';

const MS_PER_DAY = 86_400_000;

/**
 * Dates of the demo data, counted in São Paulo calendar days back from the seed's `now`, so the rule paths
 * (delivered 2 days ago, out of deadline, expired coupon…) hold whenever the seed runs and whatever the machine's zone.
 */
export class SeedClock {
  private readonly today: string;

  constructor(readonly now: Date) {
    this.today = saoPauloDateKey(now);
  }

  /** 'yyyy-mm-dd' of the São Paulo day `days` before today (negative: after). */
  dateKey(daysAgo: number): string {
    const [year = 0, month = 1, day = 1] = this.today.split('-').map(Number);
    return new Date(Date.UTC(year, month - 1, day) - daysAgo * MS_PER_DAY).toISOString().slice(0, 10);
  }

  /**
   * The instant São Paulo clocks show `time` ('hh:mm') on the day `daysAgo` days before today. Never later than
   * `now`, so an event of today is not in the future.
   */
  at(daysAgo: number, time: string): Date {
    const instant = parseDateInput(`${this.dateKey(daysAgo)}T${time}`);
    if (!instant) throw new Error(`Bad seed time ${daysAgo} days ago at ${time}`);
    return instant.getTime() > this.now.getTime() ? new Date(this.now) : instant;
  }
}
