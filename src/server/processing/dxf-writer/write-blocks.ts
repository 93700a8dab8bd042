import type { DxfBlock } from '../../../core/export/dxfSections';
import type { DxfHandles } from '../../../core/export/dxfWriter';
import { DxfWriter } from '../../../core/export/dxfWriter';
import type { BlockDef, DxfDocument } from '../../../formats/dxf/document';
import type { SpaceWriter } from './write-entity';

/** Shared by every space of one file: which blocks are written, and their record handles. */
export class BlockTable {
  private readonly records = new Map<string, { def: BlockDef; record: string }>();
  private readonly queue: BlockDef[] = [];

  constructor(
    private readonly doc: DxfDocument,
    private readonly handles: DxfHandles,
  ) {}

  /** The definition an INSERT or DIMENSION names, queued for writing on first use; null when the file lacks it. */
  use(name: string): BlockDef | null {
    const key = name.toUpperCase();
    const known = this.records.get(key);
    if (known) return known.def;
    const def = this.doc.blocks.get(key);
    // Layout blocks are spaces, not blocks an INSERT can place.
    if (!def || key.startsWith('*MODEL_SPACE') || key.startsWith('*PAPER_SPACE')) return null;
    this.records.set(key, { def, record: this.handles.take() });
    this.queue.push(def);
    return def;
  }

  /**
   * Writes every queued block, including those its own INSERTs queue (nested blocks), each once. Each block's
   * entities are written in block coordinates; the base point goes to the BLOCK header.
   */
  writeAll<S extends SpaceWriter>(
    space: (owner: string, w: DxfWriter) => S,
    write: (sink: S, def: BlockDef) => void,
  ): DxfBlock[] {
    const out: DxfBlock[] = [];
    for (let i = 0; i < this.queue.length; i += 1) {
      const def = this.queue[i] as BlockDef;
      const { record } = this.records.get(def.name.toUpperCase()) as { record: string };
      const w = new DxfWriter(this.handles);
      const sink = space(record, w);
      write(sink, def);
      out.push({
        name: def.name,
        record,
        baseX: def.baseX,
        baseY: def.baseY,
        anonymous: def.name.startsWith('*'),
        entities: w,
      });
    }
    return out;
  }
}
