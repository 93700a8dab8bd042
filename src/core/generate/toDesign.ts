import type { DrawingElement, ElementDraft } from '../model/elements';
import { finalizeElement } from '../model/snapPoints';
import { DRAWING_VERSION, type Page } from '../model/page';
import { MAX_FONT_SIZE, PX_PER_INCH } from '../model/constants';
import type { Plan, PlanStory, Vec } from './types';

/**
 * A generated plan as editable floor design pages, one per story ("Level 1", "Level 2", …). Plans are inches
 * with y up; the drawing model is world units (96 per inch) with y down, so y is negated.
 */
export function planToPages(plan: Plan): Page[] {
  return plan.stories.map((story, index) => ({
    version: DRAWING_VERSION,
    id: `level-${story.level + 1}`,
    name: `Level ${story.level + 1}`,
    elements: storyElements(story, `s${index + 1}`),
  }));
}

const world = ([x, y]: Vec): { x: number; y: number } => ({ x: x * PX_PER_INCH, y: -y * PX_PER_INCH });

/** The largest text the model allows (1 inch at true scale): room names must read when the plan fits. */
const LABEL_SIZE = MAX_FONT_SIZE;

function storyElements(story: PlanStory, prefix: string): DrawingElement[] {
  const drafts: ElementDraft[] = [];
  story.walls.forEach((wall, i) => {
    const a = world(wall.a);
    const b = world(wall.b);
    drafts.push({
      id: `${prefix}-wall-${i + 1}`,
      type: 'wall',
      x: a.x,
      y: a.y,
      x2: b.x,
      y2: b.y,
      rotation: 0,
      thickness: wall.thickness_in * PX_PER_INCH,
    });
  });
  for (const room of story.rooms) {
    const c = world(centroid(room.polygon));
    drafts.push({
      id: `${prefix}-${room.id}-label`,
      type: 'text',
      x: c.x,
      y: c.y,
      rotation: 0,
      text: `${room.name}\n${Math.round(room.area_sqft)} sq ft`,
      fontSize: LABEL_SIZE,
      fill: '#000000',
      fontStyle: 'normal',
    });
  }
  return drafts.map(finalizeElement);
}

/** Mean of the vertices: rooms are rectangles or simple L shapes, where it falls inside. */
function centroid(polygon: readonly Vec[]): Vec {
  let x = 0;
  let y = 0;
  for (const [px, py] of polygon) {
    x += px;
    y += py;
  }
  const n = Math.max(1, polygon.length);
  return [x / n, y / n];
}
