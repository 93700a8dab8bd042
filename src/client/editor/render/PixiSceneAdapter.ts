import type { Container } from 'pixi.js';
import type { Box } from '../../../core/geometry/box';
import { BitmapText, Graphics } from 'pixi.js';
import { translationBetween } from '../../../core/commands/transform';
import { elementBounds, elementCenter } from '../../../core/geometry/elementGeometry';
import { roomTag, roomTagText } from '../../../core/geometry/buildingGeometry';
import { roomTagLook } from './roomTagFit';
import type { DrawingElement, RoomElement, TextElement, WallElement } from '../../../core/model/elements';
import { WallJoinIndex } from '../../../core/geometry/wallJoinIndex';
import { joinedWall } from '../../../core/geometry/wallJoins';
import { leftFaceSpan } from '../../../core/geometry/wallMeasure';
import type { WallFaceOf } from '../../../core/export/dimensions';
import type { LengthUnit } from '../../../core/units';
import type { Page, WallDimensions } from '../../../core/model/page';
import type { SceneAdapter } from './SceneSync';
import type { DrawStyle } from './drawElement';
import { drawElementFill, drawElementInk, hasFill, hasInk } from './drawElement';
import { textEm, textLines, textLocalBox } from '../../../core/geometry/textLayout';
import {
  inkOnPaper,
  isElementShown,
  layerLookup,
  layerOfElement,
  textColor,
} from '../../../core/model/layerStyle';
import { linetypeScale } from '../../../core/model/linetypes';
import type { LayerName, Tile } from './sceneTiles';
import { TileGrid } from './sceneTiles';
import type { Prewarm } from './prewarm';

const fontWeight = (el: TextElement) => (el.fontStyle.includes('bold') ? 'bold' : 'normal');
const fontStyle = (el: TextElement) => (el.fontStyle.includes('italic') ? 'italic' : 'normal');

// Bitmap text: glyphs come from one shared atlas per font style, so thousands of labels stay cheap to draw
// and to change (a canvas Text would rasterise a texture per element).
/** A text's colour on paper: its own, or its layer's when it is the default black (BYLAYER); faded when locked. */
function textFill(el: TextElement, style: DrawStyle): string {
  if (el.layer === undefined && el.color === undefined && style.layers.size <= 1) return el.fill;
  const hex = inkOnPaper(textColor(el, style.layers));
  return layerOfElement(el, style.layers).locked ? `${hex}66` : hex;
}

// CAD text keeps its true size (height, em = height / 0.7), alignment about (x, y) and wrapping width.
function applyText(t: BitmapText, el: TextElement, style: DrawStyle, dx = 0, dy = 0): void {
  const text = el.width === undefined ? el.text : textLines(el).join('\n');
  if (t.text !== text) t.text = text;
  // Each style setter re-lays the text out: only what changed is set (a new text has its style already).
  const s = t.style;
  const fontSize = textEm(el);
  if (s.fontSize !== fontSize) s.fontSize = fontSize;
  const fill = textFill(el, style);
  if (s.fill !== fill) s.fill = fill;
  if (s.fontWeight !== fontWeight(el)) s.fontWeight = fontWeight(el);
  if (s.fontStyle !== fontStyle(el)) s.fontStyle = fontStyle(el);
  const align = el.align ?? 'left';
  if (s.align !== align) s.align = align;
  const c = elementCenter(el);
  const box = textLocalBox(el);
  t.pivot.set(c.x - box.minX, c.y - box.minY);
  t.position.set(c.x + dx, c.y + dy);
  t.angle = el.rotation;
}

function makeText(el: TextElement, style: DrawStyle): BitmapText {
  const t = new BitmapText({
    text: el.width === undefined ? el.text : textLines(el).join('\n'),
    style: {
      fontFamily: 'sans-serif',
      fontSize: textEm(el),
      fill: textFill(el, style),
      fontWeight: fontWeight(el),
      fontStyle: fontStyle(el),
      align: el.align ?? 'left',
    },
  });
  applyText(t, el, style);
  return t;
}

/**
 * A room's tag: name and live area, centred on the room, in the design's unit; at `zoom` never smaller than a
 * legible screen size, shortened or left out where the room is too small on screen for it (roomTagFit.ts).
 */
function applyRoomTag(t: BitmapText, el: RoomElement, unit: LengthUnit, zoom: number): void {
  const look = roomTagLook(el, roomTagText(el, unit), zoom);
  t.visible = look !== null;
  if (!look) return;
  if (t.text !== look.text) t.text = look.text;
  if (t.style.fontSize !== look.fontSize) t.style.fontSize = look.fontSize;
  const { at } = roomTag(el);
  t.position.set(at.x, at.y);
}

function makeRoomTag(el: RoomElement, unit: LengthUnit, zoom: number): BitmapText {
  const t = new BitmapText({
    text: '',
    style: { fontFamily: 'sans-serif', fontSize: 16, fill: '#1f2937', align: 'center' },
  });
  t.anchor.set(0.5, 0.5);
  applyRoomTag(t, el, unit, zoom);
  return t;
}

/** Room tags are sized again when the zoom has changed by this factor since they were (not on every wheel step). */
const TAG_ZOOM_STEP = 1.08;

/**
 * One element's place in the scene. Cheap until the element is first in view: only then are its Pixi
 * objects built (`realised`), one per layer it uses (a wall has a fill and ink, a text only text).
 */
export class ElementView {
  /** Drawing order; NaN while an insertion in the middle of the page waits for renumbering. */
  order = NaN;
  fill: Graphics | null = null;
  ink: Graphics | null = null;
  text: BitmapText | null = null;
  tile: Tile<ElementView> | null = null;
  /** The bounds of what is drawn (computed once per drawing or shift, for its tile). */
  bounds: Box | null = null;
  realised = false;
  attached = false;
  /**
   * The element the Graphics were drawn from and how far `element` sits from it: a move (or its undo)
   * shifts the Graphics by transform instead of drawing them again.
   */
  drawn: DrawingElement | null = null;
  shiftX = 0;
  shiftY = 0;
  /** The running drag's offset (the document has not moved yet). */
  dragX = 0;
  dragY = 0;

  constructor(public element: DrawingElement) {}

  /** Places the objects at the element's position plus the drag offset. */
  applyPosition(): void {
    const x = this.shiftX + this.dragX;
    const y = this.shiftY + this.dragY;
    this.fill?.position.set(x, y);
    this.ink?.position.set(x, y);
    // Text is drawn from its element each time (never shifted): the one it shows may be a resize or
    // rotate's preview.
    const shown = this.drawn ?? this.element;
    if (this.text && shown.type === 'text') {
      const c = elementCenter(shown);
      this.text.position.set(c.x + this.dragX, c.y + this.dragY);
    }
  }

  get id(): string {
    return this.element.id;
  }

  objectOf(layer: LayerName): Container | null {
    return layer === 'fill' ? this.fill : layer === 'ink' ? this.ink : this.text;
  }
}

/** A view a running resize or rotate shows changed, and the element it shows meanwhile. */
export interface ReshapedView {
  readonly view: ElementView;
  readonly element: DrawingElement;
}

export interface RealiseStats {
  realised: number;
}

/**
 * Element views for SceneSync, placed in a tiled, layered world (see sceneTiles). Creating a view costs
 * nothing on the GPU side; `realise` builds the Pixi objects the first time the culler sees the element,
 * and a change to a realised element redraws that element's Graphics only.
 */
export class PixiSceneAdapter implements SceneAdapter<ElementView> {
  readonly grid: TileGrid<ElementView>;
  /** Views attached to the page, for the drawing-order bookkeeping below. */
  private attached = 0;
  private topOrder = -1;
  private needsRenumber = false;
  /** Realised views whose chunk placement waits for valid drawing orders. */
  private readonly unplaced = new Set<ElementView>();
  private changed: ElementView[] = [];
  /** Realised rooms: their tags show the area in the design's unit, so a unit change redraws them. */
  private readonly rooms = new Set<ElementView>();
  private unit: LengthUnit = 'feet';
  /** The zoom room tags were last sized for (they keep a legible size on screen). */
  private tagZoom = 1;
  /** The page's layers and linetype scale: a change of either redraws what is built. */
  private style: DrawStyle = {
    layers: layerLookup({ layers: [] }),
    ltscale: 1,
    joinedWall: (w) => this.joined(w),
  };
  /** The page's walls by position: a wall's joined outline is drawn from its neighbours. */
  private readonly walls = new WallJoinIndex();
  private readonly wallViews = new Map<string, ElementView>();
  /** Walls whose neighbours changed: redrawn once in `prepare`, however many of their neighbours moved. */
  private readonly rejoined = new Set<ElementView>();
  /**
   * Joined walls moved by a translation (shifted, not redrawn) and the walls they joined before or join now: if
   * those all moved by the same offset (a plan moved as a whole) the shift stands, else `prepare` redraws them.
   */
  private readonly movedWalls = new Map<ElementView, { dx: number; dy: number; near: ReadonlySet<string> }>();
  private styledLayers: Page['layers'] | null = null;
  private styledPageId: string | null = null;
  private readonly built = new Set<ElementView>();
  private dragged: readonly ElementView[] = [];
  private reshaped: readonly ElementView[] = [];
  realisedCount = 0;
  /** Views placed into shown tiles since the caller last reset it: then a frame must be drawn. */
  placedInView = 0;

  constructor(
    layers: Record<LayerName, Container>,
    /** Triangulates what is drawn at once (the build's slices are timed with it); none without a renderer. */
    private readonly warm?: Prewarm,
    /**
     * The element's bounds when already known (the page's index keeps them per element): building a view then
     * skips tracing the element again for them. Answers undefined for an element it does not hold as is.
     */
    private readonly knownBounds?: (el: DrawingElement) => Box | undefined,
  ) {
    this.grid = new TileGrid<ElementView>(layers);
  }

  create(el: DrawingElement): ElementView {
    const view = new ElementView(el);
    this.changed.push(view);
    if (el.type === 'wall') this.rejoin(view, null, el);
    return view;
  }

  update(view: ElementView, el: DrawingElement): ElementView {
    const old = view.element;
    view.element = el;
    const near = old.type === 'wall' || el.type === 'wall' ? this.rejoin(view, old, el) : null;
    if (!view.realised) {
      this.changed.push(view);
      return view;
    }
    const moved = view.drawn && el.type !== 'text' ? translationBetween(view.drawn, el) : null;
    if (moved) {
      this.shift(view, moved.dx, moved.dy);
      // A joined wall's outline depends on its neighbours: `prepare` redraws it unless they moved with it.
      if (near && near.size > 0) this.movedWalls.set(view, { dx: moved.dx, dy: moved.dy, near });
    } else this.redraw(view);
    return view;
  }

  /** Wall dimension labels on their joined faces when the page measures walls between faces. */
  wallFace(measure: WallDimensions | undefined): WallFaceOf | undefined {
    return measure === 'faces' ? (wall) => leftFaceSpan(wall, this.joined(wall)) : undefined;
  }

  /** A wall's joined outline, or none when it meets no other wall (then it is drawn as its band). */
  private joined(wall: WallElement) {
    let near = this.walls.neighbours(wall);
    // A wall on a layer that is off or frozen leaves no join behind (as in the exports).
    if (this.style.layers.size > 1) near = near.filter((w) => isElementShown(w, this.style.layers));
    return near.length === 0 ? undefined : joinedWall(wall, near);
  }

  /**
   * Keeps the wall index in step with a wall's change (`prev` null: added; `next` null: removed) and redraws
   * the walls it joined before or joins now (in `prepare`). Answers the ids of those walls.
   */
  private rejoin(view: ElementView, prev: DrawingElement | null, next: DrawingElement | null): Set<string> {
    const before = prev?.type === 'wall' ? this.walls.neighbours(prev) : [];
    if (next?.type === 'wall') {
      this.walls.set(next);
      this.wallViews.set(next.id, view);
    } else if (prev) {
      this.walls.delete(prev.id);
      this.wallViews.delete(prev.id);
    }
    const after = next?.type === 'wall' ? this.walls.neighbours(next) : [];
    const ids = new Set([...before, ...after].map((w) => w.id));
    for (const id of ids) {
      const other = this.wallViews.get(id);
      if (other && other !== view) this.rejoined.add(other);
    }
    return ids;
  }

  /**
   * Shows the dragged views offset by (dx, dy): a transform per object, no drawing. Views never built are
   * built first, so whatever the drag brings into view is drawn. A new set of views puts the old at rest.
   */
  setDrag(views: readonly ElementView[], dx: number, dy: number): void {
    if (views !== this.dragged) {
      this.endDrag();
      for (const view of views) this.realise(view);
      this.dragged = views;
    }
    for (const view of views) {
      view.dragX = dx;
      view.dragY = dy;
      view.applyPosition();
    }
  }

  /** The drag ended (its move committed or cancelled): the views go back to their element's position. */
  endDrag(): void {
    for (const view of this.dragged) {
      view.dragX = view.dragY = 0;
      view.applyPosition();
    }
    this.dragged = [];
  }

  /**
   * Draws each view as the running resize or rotate shows its element (the document keeps the old one
   * meanwhile). Views it no longer shows are drawn from their element again: after the release's commit
   * the element is what was drawn, so nothing is redrawn.
   */
  setReshape(shown: readonly ReshapedView[]): void {
    const still = new Set(shown.map((s) => s.view));
    for (const view of this.reshaped) if (!still.has(view)) this.update(view, view.element);
    for (const { view, element } of shown) {
      if (!view.realised) {
        view.realised = true;
        this.realisedCount++;
      }
      this.redraw(view, element);
    }
    this.reshaped = [...still];
  }

  /** The element moved by a pure translation of what was drawn: move the objects, re-tile if needed. */
  private shift(view: ElementView, dx: number, dy: number): void {
    view.shiftX = dx;
    view.shiftY = dy;
    view.applyPosition();
    this.retile(view, elementBounds(view.element));
  }

  private retile(view: ElementView, bounds: Box): void {
    view.bounds = bounds;
    const current = view.tile;
    // Moved no further than the tiles around its own: it stays in its chunk, whose bounds grow to cover it. A
    // move then re-packs only its own vertices; re-placing it would rebuild two chunks of a few thousand
    // objects each (a drag of 1,000 elements, or its undo, re-placed most of them).
    if (current && this.grid.near(current, bounds) && this.placedLayersMatch(view)) {
      current.cover(bounds);
      return;
    }
    const tile = this.grid.tileFor(bounds);
    const placed = view.tile !== null;
    // Moved into another tile, or a layer gained or lost an object: re-place it; otherwise the redraw
    // in place is all (the chunk repacks just this object's vertices).
    if (placed && (tile !== view.tile || !this.placedLayersMatch(view))) this.unplace(view);
    if (view.tile === null) this.unplaced.add(view);
    else view.tile.cover(bounds);
  }

  /**
   * After a document change, the views created or changed while not built: the culler builds those now
   * in view without searching the whole region again. Emptied by the call.
   */
  takeChanged(): ElementView[] {
    const out = this.changed;
    this.changed = [];
    return out;
  }

  /**
   * Follows the page's layers (colours, on/off, freeze, lock, linetypes) and its linetype scale (from its extent
   * when the page is opened): when they change, every built element is drawn again, hidden ones emptied.
   * Answers whether anything was redrawn.
   */
  setPage(page: Page | null): boolean {
    if (!page) return false;
    const pageChanged = page.id !== this.styledPageId;
    if (!pageChanged && page.layers === this.styledLayers) return false;
    const ltscale = pageChanged ? linetypeScale(roughExtent(page)) : this.style.ltscale;
    this.style = { layers: layerLookup(page), ltscale, joinedWall: (w) => this.joined(w) };
    this.styledLayers = page.layers;
    this.styledPageId = page.id;
    if (pageChanged) return false;
    for (const view of this.built) this.redraw(view);
    return this.built.size > 0;
  }

  /**
   * The view's zoom changed: room tags keep a legible size on screen (and fit their rooms), sized again once the
   * zoom has moved by TAG_ZOOM_STEP. Only the tags' text changes, never a Graphics.
   */
  setTagZoom(zoom: number): void {
    if (!(zoom > 0)) return;
    const ratio = zoom / this.tagZoom;
    if (ratio < TAG_ZOOM_STEP && ratio > 1 / TAG_ZOOM_STEP) return;
    this.tagZoom = zoom;
    for (const view of this.rooms)
      if (view.text && view.element.type === 'room') applyRoomTag(view.text, view.element, this.unit, zoom);
  }

  /** The design's unit changed: room tags show their areas in it. */
  setUnit(unit: LengthUnit): void {
    if (unit === this.unit) return;
    this.unit = unit;
    for (const view of this.rooms) this.redraw(view);
  }

  destroy(view: ElementView): void {
    if (view.element.type === 'wall' && this.wallViews.get(view.id) === view)
      this.rejoin(view, view.element, null);
    if (view.realised) this.realisedCount--;
    this.rejoined.delete(view);
    this.movedWalls.delete(view);
    this.built.delete(view);
    this.rooms.delete(view);
    this.unplace(view);
    this.unplaced.delete(view);
    view.fill?.destroy();
    view.ink?.destroy();
    view.text?.destroy();
    view.fill = view.ink = view.text = null;
    view.realised = false;
    view.drawn = null;
  }

  /**
   * `index` is the element's place in the page. New elements go on top (the common case) and get the next
   * order number at once; one inserted lower down makes the orders stale until `prepare` renumbers them.
   */
  attach(view: ElementView, index: number): void {
    if (index >= this.attached) view.order = ++this.topOrder;
    else {
      view.order = NaN;
      this.needsRenumber = true;
    }
    this.attached++;
    view.attached = true;
    if (view.realised) this.unplaced.add(view);
  }

  detach(view: ElementView): void {
    this.attached--;
    view.attached = false;
    this.unplace(view);
    this.unplaced.delete(view);
  }

  /** Drops every view at once (page switch): no per-element bookkeeping for 50,000 removals. */
  clear(views: Iterable<ElementView>): number {
    let n = 0;
    for (const view of views) {
      view.tile = null;
      view.fill?.destroy();
      view.ink?.destroy();
      view.text?.destroy();
      n++;
    }
    this.grid.clear();
    this.walls.clear();
    this.wallViews.clear();
    this.rejoined.clear();
    this.movedWalls.clear();
    this.unplaced.clear();
    this.rooms.clear();
    this.built.clear();
    this.changed = [];
    this.dragged = [];
    this.reshaped = [];
    this.attached = 0;
    this.topOrder = -1;
    this.needsRenumber = false;
    this.realisedCount = 0;
    return n;
  }

  /**
   * Before rendering: redraws walls whose neighbours changed, renumbers drawing orders after a mid-page
   * insertion (one pass over the page, only on such edits) and puts views realised or re-attached since the last
   * call into their tiles.
   */
  prepare(page: Page | null, lookup: (id: string) => ElementView | undefined): void {
    if (this.rejoined.size > 0 || this.movedWalls.size > 0) this.redrawRejoined();
    if (this.needsRenumber && page) {
      page.elements.forEach((el, i) => {
        const view = lookup(el.id);
        if (view) view.order = i;
      });
      this.topOrder = page.elements.length - 1;
      this.needsRenumber = false;
    }
    if (this.unplaced.size === 0 || this.needsRenumber) return;
    for (const view of this.unplaced) this.place(view);
    this.unplaced.clear();
  }

  /** Redraws the walls whose joins changed; walls shifted together with all their neighbours stay as shifted. */
  private redrawRejoined(): void {
    const moved = this.movedWalls;
    const together = (view: ElementView): boolean => {
      const m = moved.get(view);
      if (!m) return false;
      for (const id of m.near) {
        const other = this.wallViews.get(id);
        const n = other && moved.get(other);
        if (!n || n.dx !== m.dx || n.dy !== m.dy) return false;
      }
      return true;
    };
    for (const view of moved.keys()) if (!together(view)) this.rejoined.add(view);
    for (const view of this.rejoined) if (view.realised && !together(view)) this.redraw(view);
    this.rejoined.clear();
    moved.clear();
  }

  /** Builds the element's display objects; `prepare` then puts them in its tile. */
  realise(view: ElementView): void {
    if (view.realised) return;
    view.realised = true;
    this.realisedCount++;
    this.redraw(view);
  }

  /** Draws `el` (the view's element, or what a resize or rotate shows in its place) into the view's objects. */
  private redraw(view: ElementView, el: DrawingElement = view.element): void {
    const wasRoom = this.rooms.delete(view);
    this.built.add(view);
    // Elements on layers that are off or frozen keep their view (cheap) but draw nothing.
    const shown = this.style.layers.size <= 1 || isElementShown(el, this.style.layers);
    const textBefore = view.text;
    if (!shown) {
      this.dropText(view);
    } else if (el.type === 'text') {
      if (view.text && !wasRoom) applyText(view.text, el, this.style);
      else {
        this.dropText(view);
        view.text = makeText(el, this.style);
      }
    } else if (el.type === 'room') {
      this.rooms.add(view);
      if (view.text && wasRoom) applyRoomTag(view.text, el, this.unit, this.tagZoom);
      else {
        this.dropText(view);
        view.text = makeRoomTag(el, this.unit, this.tagZoom);
      }
    } else if (view.text) {
      this.unplace(view);
      view.text.destroy();
      view.text = null;
    }
    view.fill = this.redrawGraphics(view, view.fill, el, shown && hasFill(el), drawElementFill);
    view.ink = this.redrawGraphics(view, view.ink, el, shown && hasInk(el), drawElementInk);
    if (this.warm) {
      if (view.fill) this.warm(view.fill, false);
      if (view.ink) this.warm(view.ink, false);
      if (view.text) this.warm(view.text, view.text !== textBefore);
    }
    view.drawn = el;
    view.shiftX = view.shiftY = 0;
    view.applyPosition();
    this.retile(view, this.knownBounds?.(el) ?? elementBounds(el));
  }

  private dropText(view: ElementView): void {
    if (!view.text) return;
    this.unplace(view);
    view.text.destroy();
    view.text = null;
  }

  private redrawGraphics(
    view: ElementView,
    g: Graphics | null,
    el: DrawingElement,
    wanted: boolean,
    draw: (g: Graphics, el: DrawingElement, style: DrawStyle) => void,
  ): Graphics | null {
    if (!wanted) {
      if (g) {
        this.unplace(view);
        g.destroy();
      }
      return null;
    }
    if (g) {
      g.clear();
      draw(g, el, this.style);
      return g;
    }
    const next = new Graphics();
    draw(next, el, this.style);
    return next;
  }

  private placedLayersMatch(view: ElementView): boolean {
    for (const layer of ['fill', 'ink', 'text'] as const) {
      const obj = view.objectOf(layer);
      if (obj && obj.parent === null) return false;
    }
    return true;
  }

  private place(view: ElementView): void {
    this.unplace(view);
    if (!view.realised || !view.attached) return;
    const bounds = view.bounds ?? elementBounds(view.element);
    const tile = this.grid.tileFor(bounds);
    tile.cover(bounds);
    for (const layer of ['fill', 'ink', 'text'] as const) {
      const obj = view.objectOf(layer);
      if (obj) tile.chunk(layer).insert(view, obj);
    }
    view.tile = tile;
    if (tile.visible) this.placedInView++;
  }

  private unplace(view: ElementView): void {
    const tile = view.tile;
    if (!tile) return;
    for (const layer of ['fill', 'ink', 'text'] as const) {
      tile.chunks[layer]?.remove(view);
    }
    view.tile = null;
  }
}

/** The page's larger side from a sample of element positions: enough to pick a power-of-two linetype scale. */
function roughExtent(page: Page): number {
  const els = page.elements;
  if (els.length === 0) return 0;
  const step = Math.max(1, Math.floor(els.length / 2000));
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < els.length; i += step) {
    const b = elementBounds(els[i] as DrawingElement);
    if (b.minX < minX) minX = b.minX;
    if (b.minY < minY) minY = b.minY;
    if (b.maxX > maxX) maxX = b.maxX;
    if (b.maxY > maxY) maxY = b.maxY;
  }
  return Math.max(maxX - minX, maxY - minY);
}
