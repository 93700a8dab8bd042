import { ToolState } from '../StateMachine';
import type { ToolEvent } from '../toolTypes';
import { HIT_TOLERANCE_PX } from '../toolTypes';
import type { SelectStateName, SelectTool } from './SelectTool';
import { hitHandle } from './selectionHandles';

/** Waiting for a press: on a handle it resizes or rotates, on an element it picks it, else on empty space. */
export class Idle extends ToolState<SelectStateName, SelectTool> {
  readonly name = 'idle';

  override onPointerDown(e: ToolEvent): void {
    if (e.button !== 0) return;
    const page = this.store.page;
    if (!page) return;
    this.tool.ctx.origin = e;
    const { selection, camera } = this.store.getState();
    const handles = this.store.selectionHandles(camera);
    const onHandle = handles ? hitHandle(handles, e.screen, camera) : null;
    if (onHandle) {
      this.tool.handle = onHandle;
      const next = { resize: 'resizing', scale: 'scaling', rotate: 'rotating' } as const;
      this.tool.transition(next[onHandle.kind], e);
      return;
    }
    const id = this.store.getIndex().hitTest(e.world, HIT_TOLERANCE_PX / camera.zoom);
    if (!id) {
      this.tool.transition('pointing_canvas', e);
      return;
    }
    if (e.shift) {
      this.store.select(selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id]);
    } else if (!selection.includes(id)) {
      this.store.select([id]);
    }
    this.tool.transition('pointing_element', e);
  }
}
