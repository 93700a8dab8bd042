import type { ScreenPoint } from '../../../core/geometry/point';
import { screenPoint } from '../../../core/geometry/point';
import type { Box } from '../../../core/geometry/box';
import { unionBoxes } from '../../../core/geometry/box';
import type { CommandResult } from '../../../core/commands/result';
import { createElements, deleteElements } from '../../../core/commands/createDelete';
import { withConnectedPlan } from '../../../core/commands/connectedPlan';
import { moveElements } from '../../../core/commands/move';
import { setText } from '../../../core/commands/text';
import type { History } from '../../../core/history/history';
import * as history from '../../../core/history/history';
import { LOAD_STEP, SpatialIndex } from '../../../core/index/spatialIndex';
import { createDefaultText } from '../../../core/model/factories';
import { TEXT_PLACEMENT_MAX, TEXT_PLACEMENT_MIN } from '../../../core/model/constants';
import { finalizeElement } from '../../../core/model/snapPoints';
import { screenToWorld } from '../../../core/viewport';
import { defaultTextHeight } from './textHeight';
import type { IdSource, RandomSource } from '../../../core/model/ids';
import { createRandomIdSource } from '../../../core/model/ids';
import type { DrawingElement } from '../../../core/model/elements';
import { DRAWING_VERSION, type Page } from '../../../core/model/page';
import { pageUnderlays } from '../../../core/model/underlay';
import type { LengthUnit } from '../../../core/units';
import type { Camera } from '../../../core/viewport';
import type { ViewportSize } from '../camera/cameraMath';
import type { SelectionHandles } from '../tools/select/selectionHandles';
import { handlesOf } from '../tools/select/selectionHandles';
import {
  DRAWING_AREA,
  fitBox,
  fitBoxIn,
  panBy,
  resetCamera,
  visibleWorldBox,
  ZOOM_STEP,
  zoomAt,
} from '../camera/cameraMath';
import type { ScreenRect } from '../camera/clearArea';
import { clearArea } from '../camera/clearArea';
import type {
  ArrayDialogState,
  Calibration,
  EditorMessage,
  EditorState,
  MessageSeverity,
  Overlay,
  PanelPosition,
  ToolId,
} from './editorState';
import { DEFAULT_DRAFTING, DEFAULT_PANEL_POSITION, EMPTY_COMMAND_LINE, EMPTY_OVERLAY } from './editorState';
import type { CommandLineState, DraftingSettings, TypedEntry } from './editorState';
import { runInSlices } from './runInSlices';

export interface EditorStoreOptions {
  readonly ids?: IdSource;
  readonly random?: RandomSource;
  readonly unit?: LengthUnit;
  readonly viewport?: ViewportSize;
  /** Where an underlay's image is served (the design's asset URL); none: underlays are not drawn. */
  readonly underlayUrl?: (fileId: string) => string;
}

const INITIAL_VIEWPORT: ViewportSize = { width: 1200, height: 800 };

/**
 * The editor's one source of truth: pages with their per-page core history, the selection, the armed tool,
 * the camera and the view settings. Plain TypeScript with a subscribe/getState pair, so React reads it
 * through useSyncExternalStore and the Pixi view and the tools use it directly. Every document change goes
 * through a core command and the page's core history.
 */
export class EditorStore {
  private state: EditorState;
  private readonly listeners = new Set<() => void>();
  private readonly messageListeners = new Set<(message: EditorMessage) => void>();
  private index = new SpatialIndex();
  /** Counts openPages calls, so only the latest one loads its pages. */
  private openings = 0;
  private indexedPage: Page | null = null;
  private selectedMemo: {
    page: Page | null;
    selection: readonly string[];
    elements: readonly DrawingElement[];
  } | null = null;
  readonly ids: IdSource;
  readonly random: RandomSource;
  readonly underlayUrl: ((fileId: string) => string) | null;

  constructor(options: EditorStoreOptions = {}) {
    this.random = options.random ?? Math.random;
    this.ids = options.ids ?? createRandomIdSource(this.random);
    this.underlayUrl = options.underlayUrl ?? null;
    const viewport = options.viewport ?? INITIAL_VIEWPORT;
    this.state = {
      pageOrder: [],
      histories: {},
      currentPageId: null,
      selection: [],
      tool: null,
      camera: resetCamera(viewport),
      viewport,
      unit: options.unit ?? 'feet',
      snapToAngle: true,
      gridVisible: false,
      panelPosition: DEFAULT_PANEL_POSITION,
      editingTextId: null,
      overlay: EMPTY_OVERLAY,
      drag: null,
      reshape: null,
      calibration: null,
      drafting: DEFAULT_DRAFTING,
      typed: null,
      helpOpen: false,
      arrayDialog: null,
      commandLine: EMPTY_COMMAND_LINE,
    };
  }

  // ---- subscription -------------------------------------------------------------------------------

  getState = (): EditorState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** In-app messages (core alert texts, warnings) for the workspace's toast. */
  onMessage(listener: (message: EditorMessage) => void): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  notify(text: string, severity: MessageSeverity = 'error'): void {
    for (const l of this.messageListeners) l({ text, severity });
  }

  private set(patch: Partial<EditorState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  // ---- pages ---------------------------------------------------------------------------------------

  /** The current page's document, or null when the design has no page. */
  get page(): Page | null {
    const id = this.state.currentPageId;
    return id ? (this.state.histories[id]?.current ?? null) : null;
  }

  private get currentHistory(): History | null {
    const id = this.state.currentPageId;
    return id ? (this.state.histories[id] ?? null) : null;
  }

  /** Replaces every page (a revision was chosen, or the design loaded) and resets every page's history. */
  loadPages(pages: readonly Page[]): void {
    // An opening still building its index is superseded.
    this.openings++;
    this.set({
      pageOrder: pages.map((p) => p.id),
      histories: history.createHistories(pages),
      currentPageId: pages[0]?.id ?? null,
      selection: [],
      tool: null,
      editingTextId: null,
      overlay: EMPTY_OVERLAY,
      drag: null,
      reshape: null,
      calibration: null,
    });
  }

  /**
   * Opening a design: as loadPages, but the first page's spatial index (a bulk load of every element, some
   * 200 ms at 50,000) is built a slice at a time first, so opening never holds the page in one long task.
   */
  async openPages(pages: readonly Page[]): Promise<void> {
    const opening = ++this.openings;
    const first = pages[0];
    if (!first || first.elements.length <= LOAD_STEP) {
      this.loadPages(pages);
      return;
    }
    const index = new SpatialIndex();
    await runInSlices(index.loadInSteps(first));
    // A later opening (another revision picked meanwhile) wins.
    if (opening !== this.openings) return;
    this.loadPages(pages);
    // Still the page the index was built for (nothing replaced it meanwhile): use it.
    if (this.page === first) {
      this.index = index;
      this.indexedPage = first;
    }
  }

  /** The pages to save, in order, as they are now. */
  getPages(): Page[] {
    return this.state.pageOrder.flatMap((id) => {
      const h = this.state.histories[id];
      return h ? [history.endGesture(h).current] : [];
    });
  }

  addPage(page: Page, options: { select?: boolean } = {}): void {
    if (this.state.histories[page.id]) return;
    const select = options.select ?? true;
    this.set({
      pageOrder: [...this.state.pageOrder, page.id],
      histories: { ...this.state.histories, [page.id]: history.createHistory(page) },
      ...(select || !this.state.currentPageId ? this.pageSwitchPatch(page.id) : {}),
    });
  }

  removePages(ids: readonly string[]): void {
    const gone = new Set(ids);
    const pageOrder = this.state.pageOrder.filter((id) => !gone.has(id));
    const histories = Object.fromEntries(
      Object.entries(this.state.histories).filter(([id]) => !gone.has(id)),
    );
    const current = this.state.currentPageId;
    this.set({
      pageOrder,
      histories,
      ...(current && !gone.has(current) ? {} : this.pageSwitchPatch(pageOrder[0] ?? null)),
    });
  }

  selectPage(id: string): void {
    if (!this.state.histories[id] || id === this.state.currentPageId) return;
    this.set(this.pageSwitchPatch(id));
  }

  private pageSwitchPatch(id: string | null): Partial<EditorState> {
    return {
      currentPageId: id,
      selection: [],
      editingTextId: null,
      overlay: EMPTY_OVERLAY,
      drag: null,
      reshape: null,
      calibration: null,
    };
  }

  /**
   * The current page's spatial index, brought up to date lazily: a page switch reloads it, any other change
   * is applied by id from the previous document (only changed elements are touched).
   */
  getIndex(): SpatialIndex {
    return this.indexFor(this.page);
  }

  /**
   * The element's bounds as the index holds them, without bringing the index up to date: undefined unless it
   * holds this very element (then they are its `elementBounds`, computed once when it was indexed).
   */
  indexedBounds(el: DrawingElement): Box | undefined {
    return this.index.get(el.id) === el ? this.index.boundsOf(el.id) : undefined;
  }

  private indexFor(page: Page | null): SpatialIndex {
    if (page !== this.indexedPage) {
      if (page && this.indexedPage && page.id === this.indexedPage.id)
        this.index.applyChange(this.indexedPage, page);
      else if (page) this.index.load(page);
      else this.index.load({ version: DRAWING_VERSION, id: '', name: '', elements: [], layers: [] });
      this.indexedPage = page;
    }
    return this.index;
  }

  // ---- commands and history -----------------------------------------------------------------------

  private setHistory(h: History, extra: Partial<EditorState> = {}): void {
    const id = this.state.currentPageId;
    if (!id) return;
    // The index follows the page by what changed, so checking the selection costs the selection's size.
    // An element whose layer was just hidden, frozen or locked leaves the selection too, as in CAD: it could
    // otherwise still be moved or deleted while nothing on screen says it is selected.
    const index = this.indexFor(h.current);
    const selection = extra.selection ?? this.state.selection;
    const alive = (s: string) => index.canPick(s);
    this.set({
      histories: { ...this.state.histories, [id]: h },
      ...extra,
      selection: selection.every(alive) ? selection : selection.filter(alive),
    });
  }

  /** The selection with every member of its groups (by lookup in the index, not a pass over the page). */
  selectionWithGroups(): Set<string> {
    return this.getIndex().expandToGroups(this.state.selection);
  }

  /**
   * The selected elements with their groups, in drawing order; kept until the page or the selection
   * changes, so the view, the tools and the labels share one lookup per change.
   */
  selectedElements(): readonly DrawingElement[] {
    const page = this.page;
    const selection = this.state.selection;
    const memo = this.selectedMemo;
    if (memo && memo.page === page && memo.selection === selection) return memo.elements;
    const elements = selection.length === 0 ? [] : this.getIndex().elementsWithGroups(selection);
    this.selectedMemo = { page, selection, elements };
    return elements;
  }

  /**
   * The selection's handles under `camera` (the rotate handle's offset follows the zoom), or null; while a
   * resize or rotate runs, around what it shows.
   */
  selectionHandles(camera: Camera): SelectionHandles | null {
    const index = this.getIndex();
    return handlesOf(this.shownSelectedElements(), camera, (els) => index.spanOf(els));
  }

  // ---- dragging -------------------------------------------------------------------------------------

  /**
   * While a drag runs: shows `ids` moved by (dx, dy) without changing the document (see DragPreview), and
   * where the move snapped to.
   */
  previewMove(ids: ReadonlySet<string>, dx: number, dy: number, snap: Overlay['snap'] = null): void {
    const d = this.state.drag;
    if (d && d.ids === ids && d.dx === dx && d.dy === dy && this.state.overlay.snap === snap) return;
    const overlay = this.state.overlay.snap === snap ? this.state.overlay : { ...this.state.overlay, snap };
    this.set({ drag: { ids, dx, dy }, overlay });
  }

  /** The release: the previewed move becomes one core move command, one undo step. */
  commitMove(): void {
    const d = this.state.drag;
    if (!d) return;
    if (d.dx === 0 && d.dy === 0) {
      this.set({ drag: null });
      return;
    }
    const ids = [...d.ids];
    const result = this.execute((page) => moveElements(page, { ids, dx: d.dx, dy: d.dy }), { drag: null });
    if (!result.ok) this.set({ drag: null });
  }

  /** Escape during a drag: nothing moved, nothing recorded. */
  cancelMove(): void {
    if (this.state.drag) this.set({ drag: null });
  }

  // ---- resizing and rotating ------------------------------------------------------------------------

  /**
   * While a resize or rotate runs: shows `elements` (changed versions of elements of the page) in place of
   * the page's, without changing the document, and where the pointer snapped to.
   */
  previewReshape(elements: readonly DrawingElement[], snap: Overlay['snap'] = null): void {
    const overlay = this.state.overlay.snap === snap ? this.state.overlay : { ...this.state.overlay, snap };
    this.set({ reshape: { elements: new Map(elements.map((el) => [el.id, el])) }, overlay });
  }

  /**
   * The release: the previewed resize or rotate becomes `command`, one core command on the page (one undo
   * step). Nothing previewed (the pointer never moved) records nothing.
   */
  commitReshape(command: (page: Page) => CommandResult): void {
    if (!this.state.reshape) return;
    const result = this.execute(command, { reshape: null });
    if (!result.ok) this.set({ reshape: null });
  }

  /** Escape during a resize or rotate: nothing changed, nothing recorded. */
  cancelReshape(): void {
    if (this.state.reshape) this.set({ reshape: null });
  }

  /** The selected elements (with their groups) as shown now: a running resize or rotate's versions. */
  shownSelectedElements(): readonly DrawingElement[] {
    const selected = this.selectedElements();
    const reshape = this.state.reshape;
    return reshape ? selected.map((el) => reshape.elements.get(el.id) ?? el) : selected;
  }

  /**
   * Runs a core command on the current page and records it as the command asks. A failure leaves the
   * page alone and is shown as an in-app message with the command's exact alert text.
   */
  execute(command: (page: Page) => CommandResult, after: Partial<EditorState> = {}): CommandResult {
    const h = this.currentHistory;
    if (!h) return { ok: false, error: 'There is no page to draw on.' };
    // Joined walls, openings, dimensions and rooms follow a wall change in the same step (connectedPlan.ts).
    const result = withConnectedPlan(h.current, command(h.current));
    if (!result.ok) {
      this.notify(result.error, 'error');
      return result;
    }
    this.setHistory(history.applyCommand(h, result), after);
    return result;
  }

  /** Starts a gesture: everything until endGesture is one undo step. */
  beginGesture(): void {
    const h = this.currentHistory;
    if (h && !history.isInGesture(h)) this.setHistory(history.beginGesture(h));
  }

  /** Applies a command to the page the gesture started from (so each step is absolute, not cumulative). */
  updateGesture(command: (base: Page) => CommandResult): CommandResult {
    const h = this.currentHistory;
    if (!h) return { ok: false, error: 'There is no page to draw on.' };
    const base = h.gestureBase ?? h.current;
    const result = command(base);
    if (result.ok) this.setHistory(history.updateGesture(history.beginGesture(h), result.page));
    return result;
  }

  endGesture(): void {
    const h = this.currentHistory;
    if (h && history.isInGesture(h)) this.setHistory(history.endGesture(h));
  }

  cancelGesture(): void {
    const h = this.currentHistory;
    if (h && history.isInGesture(h)) this.setHistory(history.cancelGesture(h));
  }

  canUndo(): boolean {
    const h = this.currentHistory;
    return h ? history.canUndo(h) : false;
  }

  canRedo(): boolean {
    const h = this.currentHistory;
    return h ? history.canRedo(h) : false;
  }

  undo(): void {
    const h = this.currentHistory;
    if (h && (history.canUndo(h) || history.isInGesture(h)))
      this.setHistory(history.undo(h), { editingTextId: null });
  }

  redo(): void {
    const h = this.currentHistory;
    if (h && (history.canRedo(h) || history.isInGesture(h)))
      this.setHistory(history.redo(h), { editingTextId: null });
  }

  deleteSelection(): void {
    const ids = this.state.selection;
    if (ids.length === 0) return;
    this.execute((page) => deleteElements(page, { ids }), { selection: [] });
  }

  // ---- selection, tools, settings -----------------------------------------------------------------

  select(ids: readonly string[]): void {
    const same =
      ids.length === this.state.selection.length && ids.every((id, i) => this.state.selection[i] === id);
    if (!same) this.set({ selection: ids });
  }

  clearSelection(): void {
    this.select([]);
  }

  setTool(tool: ToolId | null): void {
    if (tool !== this.state.tool) this.set({ tool, overlay: EMPTY_OVERLAY, typed: null });
  }

  setDrafting(patch: Partial<DraftingSettings>): void {
    this.set({ drafting: { ...this.state.drafting, ...patch } });
  }

  setHelpOpen(helpOpen: boolean): void {
    if (helpOpen !== this.state.helpOpen) this.set({ helpOpen });
  }

  /** Opens, updates or (null) closes the Array dialog; see store/arrayActions.ts. */
  setArrayDialog(arrayDialog: ArrayDialogState | null): void {
    if (arrayDialog !== this.state.arrayDialog) this.set({ arrayDialog });
  }

  /** The command line's text, log and last command (see commandLine/CommandLine.ts). */
  setCommandLine(patch: Partial<CommandLineState>): void {
    const c = this.state.commandLine;
    if (Object.entries(patch).every(([k, v]) => c[k as keyof CommandLineState] === v)) return;
    this.set({ commandLine: { ...c, ...patch } });
  }

  /** Opens (or replaces) the input at the cursor. */
  setTyped(typed: TypedEntry | null): void {
    if (typed !== this.state.typed) this.set({ typed });
  }

  /** Starts, advances or (null) ends an underlay calibration; see store/underlayActions.ts. */
  setCalibration(calibration: Calibration | null): void {
    if (calibration !== this.state.calibration) this.set({ calibration });
  }

  setOverlay(patch: Partial<Overlay>): void {
    this.set({ overlay: { ...this.state.overlay, ...patch } });
  }

  clearOverlay(): void {
    if (this.state.overlay !== EMPTY_OVERLAY) this.set({ overlay: EMPTY_OVERLAY });
  }

  setUnit(unit: LengthUnit): void {
    if (unit !== this.state.unit) this.set({ unit });
  }

  setSnapToAngle(snapToAngle: boolean): void {
    this.set({ snapToAngle });
  }

  setGridVisible(gridVisible: boolean): void {
    this.set({ gridVisible });
  }

  setPanelPosition(panelPosition: PanelPosition): void {
    const p = this.state.panelPosition;
    if (p.x !== panelPosition.x || p.y !== panelPosition.y) this.set({ panelPosition });
  }

  /**
   * Locate Toolbar: the Design Tools panel goes back to its home, (50, 100) unless the workspace found that
   * spot over its toolbar and passes the place just below it.
   */
  locateToolbar(home: PanelPosition = DEFAULT_PANEL_POSITION): void {
    this.setPanelPosition(home);
  }

  // ---- camera ----------------------------------------------------------------------------------------

  setCamera(camera: Camera): void {
    if (camera !== this.state.camera) this.set({ camera });
  }

  setViewport(viewport: ViewportSize): void {
    const v = this.state.viewport;
    if (v.width !== viewport.width || v.height !== viewport.height) this.set({ viewport });
  }

  private get viewportCenter(): ScreenPoint {
    return screenPoint(this.state.viewport.width / 2, this.state.viewport.height / 2);
  }

  zoomIn(): void {
    this.setCamera(zoomAt(this.state.camera, this.viewportCenter, ZOOM_STEP));
  }

  zoomOut(): void {
    this.setCamera(zoomAt(this.state.camera, this.viewportCenter, 1 / ZOOM_STEP));
  }

  /** Wheel zoom: one step per notch, about the pointer. */
  zoomAtPointer(at: ScreenPoint, deltaY: number): void {
    if (deltaY === 0 || !Number.isFinite(deltaY)) return;
    this.setCamera(zoomAt(this.state.camera, at, deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP));
  }

  pan(dx: number, dy: number): void {
    this.setCamera(panBy(this.state.camera, dx, dy));
  }

  /** Reset: the view returns to the 2000 by 2000 drawing area. */
  resetView(): void {
    this.setCamera(resetCamera(this.state.viewport));
  }

  /** The panels over the canvas now (screen px from its top-left corner); the workspace measures them. */
  private panels: () => readonly ScreenRect[] = () => [];

  /** Tells the store where the open panels cover the canvas, so a fit keeps the drawing clear of them. */
  setPanelsOverCanvas(panels: () => readonly ScreenRect[]): void {
    this.panels = panels;
  }

  /** The camera that shows `box` whole, in the part of the canvas no open panel covers. */
  fitInView(box: Box): Camera {
    const aspect = (box.maxX - box.minX) / Math.max(1e-9, box.maxY - box.minY);
    return fitBoxIn(box, clearArea(this.state.viewport, this.panels(), aspect));
  }

  /**
   * Zoom to fit drawing: shows everything drawn on the current page (and its visible underlays) and nothing else,
   * clear of the open panels — at true scale a house is far larger than the 2000-unit area Reset shows. An empty
   * page shows the drawing area.
   */
  zoomToDrawing(): void {
    this.setCamera(this.fitInView(this.contentExtent() ?? DRAWING_AREA));
  }

  /** What is drawn on the page: its elements and its visible underlays (as AutoCAD's Zoom Extents counts them). */
  private contentExtent(): Box | null {
    const boxes = pageUnderlays(this.page ?? {})
      .filter((u) => u.visible)
      .map((u) => ({ minX: u.x, minY: u.y, maxX: u.x + u.width, maxY: u.y + u.height }));
    const elements = this.getIndex().extent();
    return unionBoxes(elements ? [elements, ...boxes] : boxes);
  }

  /** Shows the drawing area and everything drawn on the current page (opening a design). */
  zoomToContent(): void {
    const drawing = this.contentExtent();
    this.setCamera(
      fitBox(drawing ? (unionBoxes([DRAWING_AREA, drawing]) as Box) : DRAWING_AREA, this.state.viewport),
    );
  }

  // ---- text -----------------------------------------------------------------------------------------

  /**
   * The Text button: "Sample Text" at a random spot between 100 and 200 (the spec's place) when the view shows that
   * spot, else at a random spot near the middle of the part of the view no panel covers — a note always lands
   * where the user can see it, never off screen near the origin of a true-scale plan. Selected, open for editing.
   */
  addText(): void {
    const made = createDefaultText(this.ids, this.random, defaultTextHeight(this));
    const { camera, viewport } = this.state;
    const view = visibleWorldBox(camera, viewport);
    const seen = made.x >= view.minX && made.x <= view.maxX && made.y >= view.minY && made.y <= view.maxY;
    let text = made;
    if (!seen) {
      const area = clearArea(viewport, this.panels(), 1);
      // The spec's random spread (100 units) kept as a spread of up to 80 screen px about the clear area's middle.
      const jitter = (v: number) =>
        ((v - TEXT_PLACEMENT_MIN) / (TEXT_PLACEMENT_MAX - TEXT_PLACEMENT_MIN) - 0.5) * 80;
      const at = screenToWorld(
        camera,
        screenPoint(area.x + area.width / 2 + jitter(made.x), area.y + area.height / 2 + jitter(made.y)),
      );
      text = finalizeElement({ ...made, x: at.x, y: at.y }) as typeof made;
    }
    this.execute((page) => createElements(page, { elements: [text] }), {
      selection: [text.id],
      editingTextId: text.id,
      tool: null,
    });
  }

  startTextEdit(id: string): void {
    const el = this.getIndex().get(id);
    if (el?.type === 'text') this.set({ editingTextId: id, selection: [id] });
  }

  /** Enter or blur: the typed text replaces the element's text (one undo step). */
  commitTextEdit(text: string): void {
    const id = this.state.editingTextId;
    if (!id) return;
    this.set({ editingTextId: null });
    const el = this.getIndex().get(id);
    if (el?.type === 'text' && el.text !== text) this.execute((page) => setText(page, { id, text }));
  }

  /** Escape: the input closes and the text stays as it was. */
  cancelTextEdit(): void {
    if (this.state.editingTextId) this.set({ editingTextId: null });
  }
}
