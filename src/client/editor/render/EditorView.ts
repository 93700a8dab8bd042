// Eval-free shader and uniform code, so the editor runs under the CSP (no 'unsafe-eval').
import 'pixi.js/unsafe-eval';
import type { Application } from 'pixi.js';
import { BitmapText, Container, Graphics } from 'pixi.js';
import type { Box } from '../../../core/geometry/box';
import { expandToGroups } from '../../../core/commands/pageEdit';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState } from '../store/editorState';
import { visibleWorldBox } from '../camera/cameraMath';
import type { SelectionHandles } from '../tools/select/selectionHandles';
import { selectionHandles } from '../tools/select/selectionHandles';
import type { DrawingElement } from '../../../core/model/elements';
import type { Page } from '../../../core/model/page';
import { dimensionLabels } from './dimensionLabels';
import { drawBackdrop } from './gridDrawing';
import { drawOverlay } from './overlayDrawing';
import { DIMENSION_FONT } from './palette';
import type { IndexItem } from '../../../core/index/spatialIndex';
import { elementBounds } from '../../../core/geometry/elementGeometry';
import type { ElementView } from './PixiSceneAdapter';
import { PixiSceneAdapter } from './PixiSceneAdapter';
import { SceneSync } from './SceneSync';
import { tileSizeFor } from './sceneTiles';

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

/**
 * The culled region reaches this fraction of the viewport beyond each edge. Small pans stay inside it, so
 * the set of shown tiles (and with it Pixi's instruction lists) does not change on every frame.
 */
const CULL_MARGIN = 0.5;
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
  private readonly backdrop = new Graphics();
  // A render group: the camera moves it as one GPU transform, so panning and zooming never re-batch the
  // elements' vertices on the CPU.
  private readonly world = new Container({ isRenderGroup: true });
  private readonly overlay = new Graphics();
  private readonly labels = new Container();
  private readonly labelPool: BitmapText[] = [];
  private regionCount = 0;
  private selectionMemo: {
    page: Page | null;
    selection: readonly string[];
    zoom: number;
    handles: SelectionHandles | null;
    selected: DrawingElement[] | null;
  } | null = null;
  private cullRegion: Box | null = null;
  private cullZoom = 0;
  private seen: EditorState | null = null;
  /** The page (by id) the scene was last culled for: another page means a new scene. */
  private scenePageId: string | null | undefined = undefined;
  private frameRequested = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly app: Application,
    private readonly store: EditorStore,
  ) {
    const layers = { fill: new Container(), ink: new Container(), text: new Container() };
    this.world.addChild(layers.fill, layers.ink, layers.text);
    this.adapter = new PixiSceneAdapter(layers);
    this.sync = new SceneSync(this.adapter);
    // Elements use world coordinates; the camera is the world container's transform.
    app.stage.addChild(this.backdrop, this.world, this.overlay, this.labels);
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
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame(() => {
      this.frameRequested = false;
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
    this.stats.lastFrameMs = t2 - t0;
    this.stats.frames++;
  }

  /**
   * Everything a frame does before renderer.render: sync the document, move the camera, cull, and redraw
   * the screen-space overlays. Public so a benchmark can time the parts of a frame separately.
   */
  update(): void {
    const state = this.store.getState();
    const prev = this.seen;
    const page = this.store.page;
    // Before any element is built: room tags are drawn in the design's unit.
    this.adapter.setUnit(state.unit);
    const docChanged = this.sync.sync(page);
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
    this.scenePageId = page ? page.id : null;
    const overlayChanged =
      docChanged ||
      cameraChanged ||
      !prev ||
      prev.overlay !== state.overlay ||
      prev.selection !== state.selection ||
      prev.unit !== state.unit;
    if (overlayChanged) {
      const handles = this.handlesFor(page, state);
      drawOverlay(this.overlay, state.camera, state.overlay, handles);
      this.layoutLabels(state);
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
    for (const item of hits) {
      const obj = this.sync.get(item.id);
      if (obj && !obj.realised) this.adapter.realise(obj);
    }
    this.adapter.prepare(this.store.page, (id) => this.sync.get(id));
    this.stats.shownTiles = grid.cull(region);
    this.stats.lastCullMs = performance.now() - t0;
  }

  /**
   * Selection handles and the selected elements scan the page; a pan changes neither, so they are kept
   * until the page, the selection or the zoom changes (the rotate handle's offset follows the zoom).
   */
  private handlesFor(page: Page | null, state: EditorState): SelectionHandles | null {
    const memo = this.selectionMemo;
    if (memo && memo.page === page && memo.selection === state.selection && memo.zoom === state.camera.zoom)
      return memo.handles;
    const handles = page ? selectionHandles(page, state.selection, state.camera) : null;
    this.selectionMemo = {
      page,
      selection: state.selection,
      zoom: state.camera.zoom,
      handles,
      selected: null,
    };
    return handles;
  }

  private selectedElements(page: Page, selection: readonly string[]): DrawingElement[] {
    const memo = this.selectionMemo;
    if (memo && memo.page === page && memo.selection === selection && memo.selected) return memo.selected;
    const ids = selection.length > 0 ? expandToGroups(page, selection) : new Set<string>();
    const selected = ids.size > 0 ? page.elements.filter((el) => ids.has(el.id)) : [];
    if (memo && memo.page === page && memo.selection === selection) memo.selected = selected;
    return selected;
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

  private layoutLabels(state: EditorState): void {
    const page = this.store.page;
    let specs: ReturnType<typeof dimensionLabels> = [];
    if (page) {
      const selected = this.selectedElements(page, state.selection);
      const index = this.store.getIndex();
      // Zoomed far out over a big drawing, labels would be unreadable anyway: only the selection's show.
      const crowded = this.regionCount > MAX_LABELLED_VISIBLE;
      const visibleEls = crowded
        ? []
        : index.search(visibleWorldBox(state.camera, state.viewport)).map((item) => item.element);
      specs = dimensionLabels(visibleEls, selected, state.camera, state.unit);
    }
    specs.forEach((spec, i) => {
      let label = this.labelPool[i];
      if (!label) {
        label = new BitmapText({ text: spec.text, style: { ...DIMENSION_FONT } });
        label.anchor.set(0.5, 0.5);
        this.labelPool.push(label);
        this.labels.addChild(label);
      }
      if (label.text !== spec.text) label.text = spec.text;
      label.position.set(spec.x, spec.y);
      label.angle = spec.angle;
      label.visible = true;
    });
    for (let i = specs.length; i < this.labelPool.length; i++)
      (this.labelPool[i] as BitmapText).visible = false;
  }

  destroy(): void {
    this.unsubscribe();
    this.sync.clear();
    this.app.stage.removeChild(this.backdrop, this.world, this.overlay, this.labels);
    this.backdrop.destroy();
    this.overlay.destroy();
    this.labels.destroy({ children: true });
    this.adapter.grid.clear();
    this.world.destroy({ children: true });
  }
}
