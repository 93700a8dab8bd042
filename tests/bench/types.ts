/** One measured figure, printed as `name: value unit` and written to bench-results.json. */
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
}

/** A benchmark suite: tests/bench/run.ts runs every suite listed in tests/bench/suites/index.ts in order. */
export interface BenchSuite {
  name: string;
  run: () => Promise<BenchFigure[]>;
}
