/**
 * At most one frame per animation frame, and none with nothing new to draw: a frame drawn directly
 * (`rendered`, e.g. right after an input so the picture follows the pointer) satisfies the one already
 * asked for. Drawing that frame again would redo the renderer's work, and with software or a busy GPU
 * the next frame's GL calls would wait behind it.
 */
export class FrameScheduler {
  private requested = false;
  private needed = false;

  constructor(
    private readonly draw: () => void,
    private readonly onAnimationFrame: (cb: () => void) => unknown = (cb) => requestAnimationFrame(cb),
  ) {}

  /** Something changed: draw it by the next animation frame. */
  request(): void {
    this.needed = true;
    if (this.requested) return;
    this.requested = true;
    this.onAnimationFrame(() => {
      this.requested = false;
      if (this.needed) this.draw();
    });
  }

  /** A frame is being drawn now: whatever was asked for before is in it (later requests still count). */
  rendered(): void {
    this.needed = false;
  }

  /** Whether a frame is asked for and not drawn yet. */
  get pending(): boolean {
    return this.requested && this.needed;
  }
}
