import type { Clock } from '../../../src/server/clock';

/** A clock the test moves by hand, so expiry and throttling windows pass without sleeping. */
export class TestClock implements Clock {
  constructor(private time = Date.parse('2026-11-21T10:00:00.000Z')) {}
  now(): Date {
    return new Date(this.time);
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

export const MINUTE = 60_000;
