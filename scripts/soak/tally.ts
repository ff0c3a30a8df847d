// What happened during one minute of the soak: requests, unexpected answers, visitor read times.

export class Tally {
  requests = 0;
  errors = 0;
  private readMs: number[] = [];
  /** Unexpected answers by what was sent and what came back, e.g. "PUT /api/informasi/{id} → 500". */
  readonly errorKinds = new Map<string, number>();
  readonly counts = new Map<string, number>();

  /** One answer; `expected` false when its status (or a network error) was not the one wanted. */
  record(label: string, expected: boolean, outcome: string | number): void {
    this.requests++;
    this.counts.set(label, (this.counts.get(label) ?? 0) + 1);
    if (!expected) {
      this.errors++;
      const kind = `${label} → ${outcome}`;
      this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
    }
  }

  /** A visitor's page or API read, whose time goes into the minute's p99. */
  read(label: string, expected: boolean, outcome: string | number, ms: number): void {
    this.record(label, expected, outcome);
    if (expected) this.readMs.push(ms);
  }

  p99(): number {
    if (!this.readMs.length) return Number.NaN;
    const sorted = Float64Array.from(this.readMs).sort();
    return sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)];
  }

  /** Adds another tally's counts (not its read times) into this one. */
  add(other: Tally): void {
    this.requests += other.requests;
    this.errors += other.errors;
    for (const [k, n] of other.errorKinds)
      this.errorKinds.set(k, (this.errorKinds.get(k) ?? 0) + n);
    for (const [k, n] of other.counts) this.counts.set(k, (this.counts.get(k) ?? 0) + n);
  }
}

/** The tally being filled; `take` hands it over and starts a new one. */
export class MinuteTallies {
  current = new Tally();
  take(): Tally {
    const done = this.current;
    this.current = new Tally();
    return done;
  }
}
