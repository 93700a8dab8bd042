import { createElements } from '../../../../core/commands/createDelete';
import { enclosedOutline } from '../../../../core/geometry/roomDetect';
import { createRoom } from '../../../../core/model/buildingFactories';
import { StateMachine, ToolState } from '../StateMachine';
import type { ToolContext } from '../StateMachine';
import type { ToolEvent } from '../toolTypes';

export const NO_ROOM_HERE = 'No room here: click inside an area closed by walls.';

type RoomStateName = 'idle';

/**
 * The room tool: a click inside walls that close around it adds a room there, named and showing its net area; it
 * stays bound to those walls (re-traced when they change).
 */
class RoomIdle extends ToolState<RoomStateName, RoomTool> {
  readonly name = 'idle';

  override onPointerUp(e: ToolEvent): void {
    const page = this.store.page;
    if (e.button !== 0 || !page) return;
    const outline = enclosedOutline(page.elements, e.world);
    if (!outline) {
      this.store.notify(NO_ROOM_HERE, 'warning');
      return;
    }
    const n = page.elements.filter((el) => el.type === 'room').length + 1;
    const room = createRoom(outline, `Room ${n}`, this.store.ids, { bound: true });
    this.store.execute((p) => createElements(p, { elements: [room] }), { selection: [room.id] });
  }
}

export class RoomTool extends StateMachine<RoomStateName> {
  constructor(ctx: ToolContext) {
    super(ctx, 'idle');
    this.add(new RoomIdle(this));
  }
}
