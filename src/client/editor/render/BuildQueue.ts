/** What the queue builds: a scene view that knows whether it is built and still on the page. */
export interface Buildable {
  readonly realised: boolean;
  readonly attached: boolean;
}

/**
 * The order a big scene is built in, a slice at a time, so no task runs long: first what is in view,
 * then what is around it (both re-planned whenever the camera's region changes), then the rest of the
 * page in idle time, so a later pan finds it built. Views built meanwhile by other means are skipped.
 */
export class BuildQueue<V extends Buildable> {
  private queue: readonly V[] = [];
  private head = 0;
  private inView = 0;
  private rest: readonly V[] = [];
  private restHead = 0;
  /** The rest's plan, made when the region is built (see planRest). */
  private planOfRest: (() => readonly V[]) | null = null;

  constructor(
    private readonly build: (view: V) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** What the camera's region holds: `inView` first, then `around`. Replaces the previous plan. */
  plan(inView: readonly V[], around: readonly V[]): void {
    this.queue = around.length === 0 ? inView : [...inView, ...around];
    this.inView = inView.length;
    this.head = 0;
  }

  /**
   * Every view of the page, built after the region's (a new page replaces it). Given as a function, the plan
   * is made only once the region is built, in the first slice that builds the rest: on opening a big page it
   * is a pass over every element, which would otherwise lengthen the first frame's task.
   */
  planRest(all: readonly V[] | (() => readonly V[])): void {
    this.planOfRest = typeof all === 'function' ? all : null;
    this.rest = typeof all === 'function' ? [] : all;
    this.restHead = 0;
  }

  clear(): void {
    this.plan([], []);
    this.planRest([]);
  }

  /** Whether views in view wait to be built. */
  get buildingInView(): boolean {
    this.skipBuilt();
    return this.head < this.inView;
  }

  /** Whether the camera's region (view and margin) waits. */
  get buildingRegion(): boolean {
    this.skipBuilt();
    return this.head < this.queue.length;
  }

  /** Whether anything on the page waits (the rest counts as waiting until its plan is made). */
  get building(): boolean {
    if (this.buildingRegion || this.planOfRest) return true;
    while (this.restHead < this.rest.length && this.isDone(this.rest[this.restHead] as V)) this.restHead++;
    return this.restHead < this.rest.length;
  }

  /** The next view to build (the region's, then the rest's), if any; none while the rest is not planned. */
  next(): V | undefined {
    if (this.buildingRegion) return this.queue[this.head];
    return this.building ? this.rest[this.restHead] : undefined;
  }

  /** Builds the region's views for about `budgetMs`; answers how many it built. */
  runRegion(budgetMs: number): number {
    const end = this.now() + budgetMs;
    let n = 0;
    while (this.head < this.queue.length) {
      const view = this.queue[this.head++] as V;
      if (this.isDone(view)) continue;
      this.build(view);
      n++;
      // The clock every other element: one element can take a millisecond (a big room, a long polyline).
      if ((n & 1) === 0 && this.now() >= end) break;
    }
    return n;
  }

  /** Builds the region first, then the rest of the page, for about `budgetMs`; answers how many. */
  run(budgetMs: number): number {
    const end = this.now() + budgetMs;
    let n = this.runRegion(budgetMs);
    if (this.planOfRest && this.head >= this.queue.length) {
      this.rest = this.planOfRest();
      this.planOfRest = null;
      this.restHead = 0;
    }
    while (this.restHead < this.rest.length && this.now() < end) {
      for (let k = 0; k < 8 && this.restHead < this.rest.length; k++) {
        const view = this.rest[this.restHead++] as V;
        if (this.isDone(view)) continue;
        this.build(view);
        n++;
      }
    }
    return n;
  }

  private isDone(view: V): boolean {
    return view.realised || !view.attached;
  }

  private skipBuilt(): void {
    while (this.head < this.queue.length && this.isDone(this.queue[this.head] as V)) this.head++;
  }
}
