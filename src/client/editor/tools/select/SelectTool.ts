import { StateMachine } from '../StateMachine';
import type { ToolContext } from '../StateMachine';
import type { HandleHit } from './selectionHandles';
import { Idle } from './Idle';
import { PointingElement } from './PointingElement';
import { Dragging } from './Dragging';
import { Resizing } from './Resizing';
import { Rotating } from './Rotating';
import { Scaling } from './Scaling';
import { PointingCanvas } from './PointingCanvas';
import { Brushing } from './Brushing';

export type SelectStateName =
  | 'idle'
  | 'pointing_element'
  | 'dragging'
  | 'resizing'
  | 'scaling'
  | 'rotating'
  | 'pointing_canvas'
  | 'brushing';

/** The select tool (no tool armed): pick, move, resize (a multi-selection scales), rotate, marquee, quick-click deselect. */
export class SelectTool extends StateMachine<SelectStateName> {
  /** The handle the press landed on (resizing and rotating read it). */
  handle: HandleHit | null = null;

  constructor(ctx: ToolContext) {
    super(ctx, 'idle');
    this.add(
      new Idle(this),
      new PointingElement(this),
      new Dragging(this),
      new Resizing(this),
      new Scaling(this),
      new Rotating(this),
      new PointingCanvas(this),
      new Brushing(this),
    );
  }
}
