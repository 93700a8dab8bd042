import type { Application } from 'pixi.js';
import { BitmapText, Container, Graphics } from 'pixi.js';
import type { Box } from '../../../core/geometry/box';
import type { DrawingElement } from '../../../core/model/elements';
import { expandToGroups } from '../../../core/commands/pageEdit';
import type { EditorStore } from '../store/EditorStore';
import type { EditorState } from '../store/editorState';
import { visibleWorldBox } from '../camera/cameraMath';
import { selectionHandles } from '../tools/select/selectionHandles';
import { dimensionLabels } from './dimensionLabels';
import { drawBackdrop } from './gridDrawing';
import { drawOverlay } from './overlayDrawing';
import { DIMENSION_FONT } from './palette';
import type { SceneObject } from './PixiSceneAdapter';
import { PixiSceneAdapter } from './PixiSceneAdapter';
import { SceneSync } from './SceneSync';

/**
 * The culled region reaches this fraction of the viewport beyond each edge. Small pans stay inside it, so the
 * visible set (and with it Pixi's batched instruction list) does not change on every frame.
 */
const CULL_MARGIN = 0.5;
/** Above this many visible elements only the selection is labelled (checking sizes would cost frame time). */
const MAX_LABELLED_VISIBLE = 3000;

export interface SceneStats {
  /** Element display objects in the scene (one per element). */
  displayObjects: number;
  /** Of those, how many the camera sees (the rest are culled). */
  visibleObjects: number;
  /** Last document-to-scene sync. */
  lastSyncMs: number;
  /** Last frame's CPU time: sync, culling, overlays and renderer.render. */
  lastFrameMs: number;
  /** Last renderer.render call alone. */
  lastRenderMs: number;
  frames: number;
  renderer: string;
}

/**
 * The Pixi side of the editor: it keeps the scene in step with the store and renders on demand (one frame
 * per animation frame at most, none while nothing changes). Per-frame work never goes through React: the
 * store notifies this view directly.
 */
export class EditorView {
  readonly sync: SceneSync<SceneObject>;
  readonly stats: SceneStats;
  private readonly backdrop = new Graphics();
  // A render group: the camera moves it as one GPU transform, so panning and zooming never re-batch the
  // elements' vertices on the CPU.
  private readonly world = new Container({ isRenderGroup: true });
  private readonly scene = new Container();
  private readonly overlay = new Graphics();
  private readonly labels = new Container();
  private readonly labelPool: BitmapText[] = [];
  private visible = new Set<string>();
  private cullRegion: Box | null = null;
  private cullZoom = 0;
  private seen: EditorState | null = null;
  private scenePage: unknown = null;
  private frameRequested = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly app: Application,
    private readonly store: EditorStore,
  ) {
    this.sync = new SceneSync(new PixiSceneAdapter(this.scene));
    this.world.addChild(this.scene);
    // Elements use world coordinates; the camera is the world container's transform.
    app.stage.addChild(this.backdrop, this.world, this.overlay, this.labels);
    this.stats = {
      displayObjects: 0,
      visibleObjects: 0,
      lastSyncMs: 0,
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
    const state = this.store.getState();
    const prev = this.seen;
    const page = this.store.page;
    const docChanged = this.sync.sync(page);
    if (docChanged) this.stats.lastSyncMs = this.sync.last.ms;
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
    if (docChanged || regionStale || this.scenePage !== page) this.cull(state);
    this.scenePage = page;
    const overlayChanged =
      docChanged ||
      cameraChanged ||
      !prev ||
      prev.overlay !== state.overlay ||
      prev.selection !== state.selection ||
      prev.unit !== state.unit;
    if (overlayChanged) {
      const handles = page ? selectionHandles(page, state.selection, state.camera) : null;
      drawOverlay(this.overlay, state.camera, state.overlay, handles);
      this.layoutLabels(state);
    }
    this.seen = state;
    const t1 = performance.now();
    this.app.render();
    const t2 = performance.now();
    this.stats.lastRenderMs = t2 - t1;
    this.stats.lastFrameMs = t2 - t0;
    this.stats.frames++;
    this.stats.displayObjects = this.sync.size;
    this.stats.visibleObjects = this.visible.size;
  }

  /** Shows exactly the elements whose bounds meet the view (spatial-index search: cost follows what is seen). */
  private cull(state: EditorState): void {
    const view = visibleWorldBox(state.camera, state.viewport);
    const mx = (view.maxX - view.minX) * CULL_MARGIN;
    const my = (view.maxY - view.minY) * CULL_MARGIN;
    const region = { minX: view.minX - mx, minY: view.minY - my, maxX: view.maxX + mx, maxY: view.maxY + my };
    this.cullRegion = region;
    this.cullZoom = state.camera.zoom;
    const hits = this.store.getIndex().search(region);
    const next = new Set<string>();
    for (const item of hits) {
      const obj = this.sync.get(item.id);
      if (!obj) continue;
      next.add(item.id);
      if (!obj.visible) obj.visible = true;
    }
    for (const id of this.visible) {
      if (next.has(id)) continue;
      const obj = this.sync.get(id);
      if (obj) obj.visible = false;
    }
    this.visible = next;
  }

  private layoutLabels(state: EditorState): void {
    const page = this.store.page;
    let specs: ReturnType<typeof dimensionLabels> = [];
    if (page) {
      const selectedIds =
        state.selection.length > 0 ? expandToGroups(page, state.selection) : new Set<string>();
      const selected = selectedIds.size > 0 ? page.elements.filter((el) => selectedIds.has(el.id)) : [];
      const index = this.store.getIndex();
      // Zoomed far out over a big drawing, labels would be unreadable anyway: only the selection's show.
      const crowded = this.visible.size > MAX_LABELLED_VISIBLE;
      const visibleEls = (function* (ids: Set<string>): Generator<DrawingElement> {
        for (const item of index.search(visibleWorldBox(state.camera, state.viewport))) {
          if (ids.has(item.id)) yield item.element;
        }
      })(crowded ? new Set<string>() : this.visible);
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
    this.world.destroy({ children: true });
  }
}
