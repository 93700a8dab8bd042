// Eval-free shader and uniform code, so the editor runs under the CSP (no 'unsafe-eval').
import 'pixi.js/unsafe-eval';
import type { Application } from 'pixi.js';
import { Container, Graphics } from 'pixi.js';
import type { Box } from '../../../core/geometry/box';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState } from '../store/editorState';
import { visibleWorldBox } from '../camera/cameraMath';
import type { SelectionHandles } from '../tools/select/selectionHandles';
import { offsetHandles } from '../tools/select/selectionHandles';
import { automaticDimensions, type Page } from '../../../core/model/page';
import type { ScreenBox } from './dimensionLabels';
import { MAX_LABELS, selectionLabels, uncrowdedLabels, viewLabels } from './dimensionLabels';
import { roomTagBox, roomTagLook } from './roomTagFit';
import { roomTag, roomTagText } from '../../../core/geometry/buildingGeometry';
import { worldToScreen } from '../../../core/viewport';
import { worldPoint } from '../../../core/geometry/point';
import { drawBackdrop } from './gridDrawing';
import { LabelLayer } from './LabelLayer';
import { drawOverlay } from './overlayDrawing';
import type { IndexItem } from '../../../core/index/spatialIndex';
import { elementBounds } from '../../../core/geometry/elementGeometry';
import type { DrawingElement } from '../../../core/model/elements';
import type { ElementView, ReshapedView } from './PixiSceneAdapter';
import { PixiSceneAdapter } from './PixiSceneAdapter';
import { SceneSync } from './SceneSync';
import { BuildQueue } from './BuildQueue';
import { prewarmer } from './prewarm';
import { groupByTile, tileSizeFor } from './sceneTiles';
import { pageUnderlays } from '../../../core/model/underlay';
import { drawCalibration } from './calibrationDrawing';
import { UnderlayLayer } from './UnderlayLayer';

/** The box around a set of index items (null when empty). */
function extentOf(items: readonly IndexItem[]): Box | null {
  if (items.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const b of items) {
    if (b.minX < minX) minX = b.minX;
    if (b.minY < minY) minY = b.minY;
    if (b.maxX > maxX) maxX = b.maxX;
    if (b.maxY > maxY) maxY = b.maxY;
  }
  return { minX, minY, maxX, maxY };
}

function unbatched(g: Graphics): Graphics {
  g.context.batchMode = 'no-batch';
  return g;
}

/**
 * The culled region reaches this fraction of the viewport beyond each edge. Small pans stay inside it, so
 * the set of shown tiles (and with it Pixi's instruction lists) does not change on every frame.
 */
const CULL_MARGIN = 0.5;
/** A task builds newly seen elements for about this long (ms), measured per task. */
const FRAME_BUILD_MS = 16;
/**
 * While the view's region builds, a frame follows a slice unless one was drawn this recently (ms): a frame
 * triangulates and packs what was built since the last one (a few times the building's own time), so frames
 * must come often enough to keep each one short, but no more often than needed.
 */
const BUILD_FRAME_MS = 24;
/**
 * While a frame is due, building goes on for at most this long (ms) before waiting for it: frames come late on
 * a busy machine (software GL), and the frame then packs everything built since the last one (after 160 ms of
 * building, a frame of 90-130 ms at 50,000 elements; after 100, under 60, and the open takes no longer).
 */
const BUILD_AHEAD_MS = 100;
/** Up to this many newly seen elements are built in one go (a few dozen ms at most). */
const BUILD_AT_ONCE = 1500;
/** An idle slice building the rest of the page runs at most this long (ms). */
const IDLE_BUILD_MS = 10;
/** Above this many elements around the view only the selection is labelled (checking sizes would cost frame time). */
const MAX_LABELLED_VISIBLE = 3000;

export interface SceneStats {
  /** Elements the scene holds (one view per element; Pixi objects are built when first in view). */
  displayObjects: number;
  /** Of those, how many have their Pixi objects built. */
  realisedObjects: number;
  /** Elements within the culled region (the view plus its margin). */
  visibleObjects: number;
  /** Tiles in the world grid, and how many are shown. */
  tiles: number;
  shownTiles: number;
  /** Last document-to-scene sync. */
  lastSyncMs: number;
  /** Last culling pass (index search, building newly seen elements, showing tiles); 0 when none ran. */
  lastCullMs: number;
  /** Last frame's CPU time: sync, culling, overlays and renderer.render. */
  lastFrameMs: number;
  /** Last renderer.render call alone (CPU: with WebGL the GPU work runs after it returns). */
  lastRenderMs: number;
  frames: number;
  renderer: string;
}

/**
 * The Pixi side of the editor: it keeps the scene in step with the store and renders on demand (one frame
 * per animation frame at most, none while nothing changes). Per-frame work never goes through React: the
 * store notifies this view directly.
 *
 * The world is one render group holding three layers (grey bands, line work, text) of per-tile chunk
 * render groups. Panning changes only the world's transform: no element is touched, and Pixi replays each
 * chunk's instructions as they were built. Culling shows or hides whole tiles.
 */
export class EditorView {
  readonly sync: SceneSync<ElementView>;
  readonly adapter: PixiSceneAdapter;
  readonly stats: SceneStats;
  /**
   * Never batched: the grid is one draw with its own buffer, not re-packed with the overlay on every pointer move,
   * and its first frame compiles Pixi's shader for unbatched Graphics (a big selection outline or preview uses
   * it), which otherwise cost ~25 ms in the middle of the first drag.
   */
  private readonly backdrop = unbatched(new Graphics());
  // A render group: the camera moves it as one GPU transform, so panning and zooming never re-batch the
  // elements' vertices on the CPU.
  private readonly world = new Container({ isRenderGroup: true });
  private readonly overlay = new Graphics();
  /** The calibration's picked points and line (screen space, above the drawing). */
  private readonly calibrationOverlay = new Graphics();
  /** The page's underlays: under every element, never hit. */
  readonly underlays: UnderlayLayer;
  private readonly labels = new Container();
  /** Labels of what is in view, laid out once per camera or document change. */
  private readonly viewLabels = new LabelLayer();
  /** The selection's labels: they follow a drag as one container. */
  private readonly selectionLabels = new LabelLayer();
  private regionCount = 0;
  private selectionMemo: {
    page: Page | null;
    selection: readonly string[];
    zoom: number;
    reshape: EditorState['reshape'];
    handles: SelectionHandles | null;
  } | null = null;
  private cullRegion: Box | null = null;
  private cullZoom = 0;
  private seen: EditorState | null = null;
  /** The page (by id) the scene was last culled for: another page means a new scene. */
  private scenePageId: string | null | undefined = undefined;
  /** The animation frame asked for, if any (destroy cancels it: a frame after that would draw a torn-down scene). */
  private frame: number | null = null;
  private idleRequested: number | null = null;
  /** Builds the scene progressively: what is in view first, a slice per frame, the rest in idle time. */
  readonly builder = new BuildQueue<ElementView>((view) => this.adapter.realise(view));
  private readonly unsubscribe: () => void;

  constructor(
    private readonly app: Application,
    private readonly store: EditorStore,
  ) {
    const layers = { fill: new Container(), ink: new Container(), text: new Container() };
    this.underlays = new UnderlayLayer(store.underlayUrl, () => this.requestFrame());
    this.world.addChild(this.underlays.container, layers.fill, layers.ink, layers.text);
    this.adapter = new PixiSceneAdapter(layers, prewarmer(app.renderer), (el) => store.indexedBounds(el));
    this.labels.addChild(this.viewLabels.container, this.selectionLabels.container);
    this.sync = new SceneSync(this.adapter);
    // Elements use world coordinates; the camera is the world container's transform.
    app.stage.addChild(this.backdrop, this.world, this.overlay, this.calibrationOverlay, this.labels);
    this.stats = {
      displayObjects: 0,
      realisedObjects: 0,
      visibleObjects: 0,
      tiles: 0,
      shownTiles: 0,
      lastSyncMs: 0,
      lastCullMs: 0,
      lastFrameMs: 0,
      lastRenderMs: 0,
      frames: 0,
      renderer: app.renderer.name,
    };
    this.unsubscribe = store.subscribe(() => this.requestFrame());
    this.requestFrame();
  }

  requestFrame(): void {
    if (this.frame !== null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.renderNow();
    });
  }

  /** Brings the scene up to date and renders one frame now. */
  renderNow(): void {
    const t0 = performance.now();
    this.update();
    const t1 = performance.now();
    this.app.render();
    const t2 = performance.now();
    this.stats.lastRenderMs = t2 - t1;
    this.lastFrameAt = t2;
    this.stats.lastFrameMs = t2 - t0;
    this.stats.frames++;
    this.builtSinceFrameMs = 0;
    if (this.builder.buildingRegion) this.requestRegionBuild();
    else if (this.builder.building) this.requestIdleBuild();
  }

  private regionBuildRequested = false;
  /** Building done since the last frame (ms): see BUILD_AHEAD_MS. */
  private builtSinceFrameMs = 0;
  private lastFrameAt = 0;
  private readonly regionChannel = new MessageChannel();

  /**
   * Builds the camera's region in tasks of about FRAME_BUILD_MS, not one slice per animation frame: with a
   * busy GPU (software GL, or a big scene) frames come slowly, and building would wait on them. Each task
   * asks for a frame; Pixi draws whatever is built by then, and input runs between the tasks.
   */
  private requestRegionBuild(): void {
    if (this.regionBuildRequested) return;
    this.regionBuildRequested = true;
    this.regionChannel.port1.onmessage = () => {
      this.regionBuildRequested = false;
      if (!this.builder.buildingRegion) return;
      const t0 = performance.now();
      this.buildRegion();
      this.builtSinceFrameMs += performance.now() - t0;
      const done = !this.builder.buildingRegion;
      if (done || performance.now() - this.lastFrameAt >= BUILD_FRAME_MS) this.requestFrame();
      // Building runs ahead of a late frame only so far (renderNow resumes it): on a busy machine animation
      // frames come late, and building on meanwhile left one frame to triangulate and pack seconds of work.
      if (!done && !(this.frame !== null && this.builtSinceFrameMs >= BUILD_AHEAD_MS))
        this.requestRegionBuild();
    };
    this.regionChannel.port2.postMessage(null);
  }

  /** Whether elements in view are still being built (opening a big design, or a pan into unseen parts). */
  isBuildingVisible(): boolean {
    return this.builder.buildingInView;
  }

  /** Whether any element of the page is still waiting to be built. */
  isBuildingAll(): boolean {
    return this.builder.building;
  }

  /** Builds the rest of the page in idle time, a short slice at a time, drawing only when a shown tile grew. */
  private requestIdleBuild(): void {
    if (this.idleRequested !== null) return;
    const slice = (budget: number) => {
      this.idleRequested = null;
      this.adapter.placedInView = 0;
      this.buildHeld(() => this.builder.run(budget));
      if (this.adapter.placedInView > 0) this.requestFrame();
      else if (this.builder.building) this.requestIdleBuild();
    };
    this.idleRequested =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback((d) => slice(Math.max(2, Math.min(IDLE_BUILD_MS, d.timeRemaining() - 1))), {
            timeout: 500,
          })
        : window.setTimeout(() => slice(IDLE_BUILD_MS / 2), 16);
  }

  private cancelIdleBuild(): void {
    if (this.idleRequested === null) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(this.idleRequested);
    else clearTimeout(this.idleRequested);
    this.idleRequested = null;
  }

  /**
   * Everything a frame does before renderer.render: sync the document, move the camera, cull, and redraw
   * the screen-space overlays. Public so a benchmark can time the parts of a frame separately.
   */
  update(): void {
    const state = this.store.getState();
    const prev = this.seen;
    const page = this.store.page;
    // Before any element is built: room tags are drawn in the design's unit, legible at the view's zoom.
    this.adapter.setUnit(state.unit);
    this.adapter.setTagZoom(state.camera.zoom);
    const dragChanged = !prev || prev.drag !== state.drag;
    // A finished drag first puts its elements back: the release's commit then shifts them for good.
    if (dragChanged && !state.drag) this.adapter.endDrag();
    // The page's layers (colour, on/off, lock, linetype) and linetype scale, before its elements are drawn.
    const restyled = this.adapter.setPage(page);
    const docChanged = this.sync.sync(page) || restyled;
    this.underlays.sync(page ? pageUnderlays(page) : []);
    if (docChanged) this.stats.lastSyncMs = this.sync.last.ms;
    const pageChanged = this.scenePageId !== (page ? page.id : null);
    if (docChanged || pageChanged) this.adapter.prepare(page, (id) => this.sync.get(id));
    const cameraChanged = !prev || prev.camera !== state.camera || prev.viewport !== state.viewport;
    if (cameraChanged) {
      const c = state.camera;
      this.world.scale.set(c.zoom);
      this.world.position.set(-c.x * c.zoom, -c.y * c.zoom);
    }
    if (cameraChanged || !prev || prev.gridVisible !== state.gridVisible) {
      drawBackdrop(this.backdrop, state.camera, state.viewport, state.gridVisible);
    }
    const view = visibleWorldBox(state.camera, state.viewport);
    const region = this.cullRegion;
    const regionStale =
      !region ||
      view.minX < region.minX ||
      view.minY < region.minY ||
      view.maxX > region.maxX ||
      view.maxY > region.maxY ||
      state.camera.zoom > this.cullZoom * 2;
    this.stats.lastCullMs = 0;
    if (regionStale || pageChanged) this.cull(state);
    else if (docChanged) this.cullChanged();
    if (pageChanged) this.builder.planRest(() => this.restOfPage());
    // A tile held off the stage while it was built (see buildHeld) whose build stopped short: shown as it is.
    if (!this.builder.building) this.adapter.grid.release();
    this.scenePageId = page ? page.id : null;
    const reshapeChanged = !prev || prev.reshape !== state.reshape;
    if (reshapeChanged) {
      // A resize or rotate redraws only the elements it changes, from its preview (their Graphics stay
      // in their tiles); when it ends, they are drawn from the document again (after a commit, as is).
      this.adapter.setReshape(this.reshapeViews(state.reshape?.elements ?? null));
      this.adapter.prepare(page, (id) => this.sync.get(id));
    }
    const drag = state.drag;
    if (drag && dragChanged) {
      this.adapter.setDrag(this.dragViews(drag.ids), drag.dx, drag.dy);
      // Dragged elements never seen before were just built: put them in their tiles.
      if (!prev?.drag) this.adapter.prepare(page, (id) => this.sync.get(id));
    }
    const selectionChanged = !prev || prev.selection !== state.selection;
    const unitChanged = !prev || prev.unit !== state.unit;
    if (
      docChanged ||
      cameraChanged ||
      selectionChanged ||
      dragChanged ||
      reshapeChanged ||
      !prev ||
      prev.overlay !== state.overlay
    ) {
      const handles = this.handlesFor(page, state);
      const shown = handles && drag ? offsetHandles(handles, drag.dx, drag.dy) : handles;
      drawOverlay(this.overlay, state.camera, state.overlay, shown);
    }
    if (cameraChanged || !prev || prev.calibration !== state.calibration)
      drawCalibration(this.calibrationOverlay, state.camera, state.calibration);
    if (docChanged || cameraChanged || unitChanged || pageChanged) this.layoutViewLabels(state);
    // While a marquee is drawn the selection changes on every move: its labels wait for the release (as CAD
    // shows grips and dimensions once the window is picked), and the view's labels all show meanwhile.
    const brushing = state.overlay.marquee !== null;
    const brushingChanged = !prev || (prev.overlay.marquee !== null) !== brushing;
    if (brushing) {
      if (brushingChanged) {
        this.selectionLabels.show([]);
        this.viewLabels.hide(() => false);
      }
    } else if (
      docChanged ||
      cameraChanged ||
      unitChanged ||
      selectionChanged ||
      reshapeChanged ||
      brushingChanged
    )
      this.layoutSelectionLabels(state);
    if (dragChanged) {
      const z = state.camera.zoom;
      this.selectionLabels.container.position.set(drag ? drag.dx * z : 0, drag ? drag.dy * z : 0);
    }
    this.seen = state;
    this.stats.displayObjects = this.sync.size;
    this.stats.realisedObjects = this.adapter.realisedCount;
    this.stats.visibleObjects = this.regionCount;
    this.stats.tiles = this.adapter.grid.count;
  }

  /**
   * Builds the elements around the view that were never shown (spatial-index search: cost follows what is
   * seen, and only on a stale region or a document change), then shows exactly the tiles that meet it.
   */
  private cull(state: EditorState): void {
    const t0 = performance.now();
    const view = visibleWorldBox(state.camera, state.viewport);
    const mx = (view.maxX - view.minX) * CULL_MARGIN;
    const my = (view.maxY - view.minY) * CULL_MARGIN;
    const region = { minX: view.minX - mx, minY: view.minY - my, maxX: view.maxX + mx, maxY: view.maxY + my };
    this.cullRegion = region;
    this.cullZoom = state.camera.zoom;
    const hits = this.store.getIndex().search(region);
    this.regionCount = hits.length;
    this.adapter.takeChanged();
    const grid = this.adapter.grid;
    if (grid.count === 0) grid.setPitch(tileSizeFor(extentOf(hits), hits.length));
    const inView: ElementView[] = [];
    const around: ElementView[] = [];
    const inViewBoxes: IndexItem[] = [];
    const aroundBoxes: IndexItem[] = [];
    for (const item of hits) {
      const obj = this.sync.get(item.id);
      if (!obj || obj.realised) continue;
      const seen =
        item.minX <= view.maxX && item.maxX >= view.minX && item.minY <= view.maxY && item.maxY >= view.minY;
      (seen ? inView : around).push(obj);
      (seen ? inViewBoxes : aroundBoxes).push(item);
    }
    // Built a tile at a time: each chunk is then packed by about one frame (see groupByTile).
    this.builder.plan(
      groupByTile(inView, inViewBoxes, grid.pitch, region),
      groupByTile(around, aroundBoxes, grid.pitch, region),
    );
    // A small region is built at once (the first frame shows all of it); a big one a slice at a time, from
    // the task after this frame (renderNow asks for it): planning it was this frame's share of the work, and
    // the frame shows the tiles already built that meet the region.
    if (inView.length + around.length <= BUILD_AT_ONCE) {
      this.builder.runRegion(Infinity);
      this.placeBuilt();
    } else this.stats.shownTiles = grid.cull(region);
    this.stats.lastCullMs = performance.now() - t0;
  }

  /**
   * The rest of the page, built in idle time after the region: a tile at a time, as the region is (the tile
   * pitch is known once the first cull has set it), so each of its chunks joins the stage once, built. Made
   * when the region is built (a pass over every element: not in the first frame's task).
   */
  private restOfPage(): ElementView[] {
    const index = this.store.getIndex();
    const views: ElementView[] = [];
    const boxes: Box[] = [];
    for (const view of this.sync.values()) {
      if (view.realised) continue;
      views.push(view);
      boxes.push(index.boundsOf(view.id) ?? elementBounds(view.element));
    }
    const extent = index.extent();
    return extent ? groupByTile(views, boxes, this.adapter.grid.pitch, extent) : views;
  }

  /**
   * One frame's slice of the region's building (the next frames continue; see renderNow). The region builds
   * a tile at a time: a new tile's chunks join the stage once the build has moved past the tile.
   */
  private buildRegion(): void {
    this.buildHeld(() => this.builder.runRegion(FRAME_BUILD_MS));
  }

  /** Runs a slice of the build with new chunks held off the stage until the build has moved past their tile. */
  private buildHeld(slice: () => void): void {
    const grid = this.adapter.grid;
    grid.hold = true;
    try {
      slice();
      this.placeBuilt();
    } finally {
      grid.hold = false;
    }
    const next = this.builder.next();
    grid.release(next ? (next.bounds ?? elementBounds(next.element)) : null);
  }

  /** Puts newly built views into their tiles; a tile made meanwhile is shown when it meets the region. */
  private placeBuilt(): void {
    this.adapter.prepare(this.store.page, (id) => this.sync.get(id));
    if (this.cullRegion) this.stats.shownTiles = this.adapter.grid.cull(this.cullRegion);
  }

  /**
   * The selection's handles (looked up in the index, not a pass over the page); a pan changes neither, so
   * they are kept until the page, the selection or the zoom changes (the rotate handle's offset follows it).
   */
  private handlesFor(page: Page | null, state: EditorState): SelectionHandles | null {
    const memo = this.selectionMemo;
    if (
      memo &&
      memo.page === page &&
      memo.selection === state.selection &&
      memo.zoom === state.camera.zoom &&
      memo.reshape === state.reshape
    )
      return memo.handles;
    const handles = page ? this.store.selectionHandles(state.camera) : null;
    this.selectionMemo = {
      page,
      selection: state.selection,
      zoom: state.camera.zoom,
      reshape: state.reshape,
      handles,
    };
    return handles;
  }

  /** The views a resize or rotate redraws, each with the element it shows meanwhile. */
  private reshapeViews(elements: ReadonlyMap<string, DrawingElement> | null): ReshapedView[] {
    const out: ReshapedView[] = [];
    if (elements)
      for (const [id, element] of elements) {
        const view = this.sync.get(id);
        if (view) out.push({ view, element });
      }
    return out;
  }

  /**
   * A document change within an unchanged region: only the elements the change created or moved can
   * newly need building, so the region is not searched again (that would cost a pass over every element
   * in view on each edit). Tiles are re-checked: one may be new or have grown into the region.
   */
  private cullChanged(): void {
    const region = this.cullRegion;
    const changed = this.adapter.takeChanged();
    if (!region) return;
    const t0 = performance.now();
    for (const view of changed) {
      if (view.realised || !view.attached) continue;
      const b = elementBounds(view.element);
      if (b.minX <= region.maxX && b.maxX >= region.minX && b.minY <= region.maxY && b.maxY >= region.minY) {
        this.adapter.realise(view);
        this.regionCount++;
      }
    }
    this.adapter.prepare(this.store.page, (id) => this.sync.get(id));
    this.stats.shownTiles = this.adapter.grid.cull(region);
    this.stats.lastCullMs = performance.now() - t0;
  }

  /**
   * Labels of the elements in view big enough to read: one index search per camera or document change.
   * Zoomed far out over a big drawing they would be unreadable anyway: then only the selection's show.
   */
  private layoutViewLabels(state: EditorState): void {
    const crowded = this.regionCount > MAX_LABELLED_VISIBLE;
    // A page without automatic dimensions (a drawing opened as it was drawn) labels only the selection.
    const page = this.store.page;
    const items =
      page && !crowded && automaticDimensions(page)
        ? this.store.getIndex().search(visibleWorldBox(state.camera, state.viewport))
        : [];
    // While a marquee is drawn the selection shows no labels of its own (see update): none of the view's hide.
    const selected = state.overlay.marquee === null ? this.selectedIds() : null;
    const wallFace = this.adapter.wallFace(this.sync.currentPage?.wallDimensions);
    // The view's dimension labels give way to the room tags and to each other: none is drawn over another.
    const tags: ScreenBox[] = [];
    for (const item of items) {
      const el = item.element;
      if (el.type !== 'room') continue;
      const look = roomTagLook(el, roomTagText(el, state.unit), state.camera.zoom);
      if (!look) continue;
      const { at } = roomTag(el);
      tags.push(roomTagBox(look, worldToScreen(state.camera, worldPoint(at.x, at.y)), state.camera.zoom));
    }
    const labels = uncrowdedLabels(viewLabels(items, state.camera, state.unit, MAX_LABELS, wallFace), tags);
    this.viewLabels.show(labels, (id) => (selected ? selected.has(id) : false));
  }

  /** The selection's labels; the view's labels of selected elements hide (the selection's own show). */
  private layoutSelectionLabels(state: EditorState): void {
    const selected = this.store.shownSelectedElements();
    const wallFace = this.adapter.wallFace(this.sync.currentPage?.wallDimensions);
    this.selectionLabels.show(selectionLabels(selected, state.camera, state.unit, MAX_LABELS, wallFace));
    const ids = this.selectedIds();
    this.viewLabels.hide((id) => ids.has(id));
  }

  /** The dimension labels on screen: the view's and the selection's texts (for tests and the dev hook). */
  shownLabels(): { view: string[]; selection: string[] } {
    return { view: this.viewLabels.visibleTexts(), selection: this.selectionLabels.visibleTexts() };
  }

  private dragViewsMemo: { ids: ReadonlySet<string>; views: ElementView[] } | null = null;

  /** The dragged elements' views, looked up once per drag. */
  private dragViews(ids: ReadonlySet<string>): ElementView[] {
    if (this.dragViewsMemo?.ids !== ids) {
      const views: ElementView[] = [];
      for (const id of ids) {
        const v = this.sync.get(id);
        if (v) views.push(v);
      }
      this.dragViewsMemo = { ids, views };
    }
    return this.dragViewsMemo.views;
  }

  private selectedIdsMemo: { of: readonly unknown[]; ids: Set<string> } | null = null;

  private selectedIds(): Set<string> {
    const selected = this.store.selectedElements();
    if (this.selectedIdsMemo?.of !== selected)
      this.selectedIdsMemo = { of: selected, ids: new Set(selected.map((el) => el.id)) };
    return this.selectedIdsMemo.ids;
  }

  destroy(): void {
    this.unsubscribe();
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.cancelIdleBuild();
    this.builder.clear();
    this.regionChannel.port1.close();
    this.sync.clear();
    this.app.stage.removeChild(this.backdrop, this.world, this.overlay, this.calibrationOverlay, this.labels);
    this.backdrop.destroy();
    this.overlay.destroy();
    this.calibrationOverlay.destroy();
    this.underlays.destroy();
    this.viewLabels.destroy();
    this.selectionLabels.destroy();
    this.labels.destroy({ children: true });
    this.adapter.grid.clear();
    this.world.destroy({ children: true });
  }
}
