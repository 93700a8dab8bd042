import type { DxfClass, DxfExtraObjects } from '../../../core/export/dxfSections';
import type { DxfHandles } from '../../../core/export/dxfWriter';
import { DxfWriter, dxfText } from '../../../core/export/dxfWriter';
import type { DxfDocument } from '../../../formats/dxf/document';
import { rawTags } from './raw-tags';

/** One IMAGEDEF of the written file: the source's file reference and pixel size, and the IMAGEs using it. */
export interface ImageDef {
  handle: string;
  fileName: string;
  width: number;
  height: number;
  pixelWidth: number;
  pixelHeight: number;
  units: number;
  reactors: { handle: string; image: string }[];
}

/** R2000 readers need these classes declared before they meet an IMAGE and its objects. */
export const IMAGE_CLASSES: readonly DxfClass[] = [
  { name: 'IMAGE', cppName: 'AcDbRasterImage', proxyFlags: 127, isEntity: true },
  { name: 'IMAGEDEF', cppName: 'AcDbRasterImageDef', proxyFlags: 0, isEntity: false },
  { name: 'IMAGEDEF_REACTOR', cppName: 'AcDbRasterImageDefReactor', proxyFlags: 1, isEntity: false },
];

/**
 * The raster images a written file references: IMAGE entities stay references to their image files (nothing is
 * embedded), each IMAGEDEF written once in OBJECTS under ACAD_IMAGE_DICT, with one reactor per IMAGE.
 */
export class ImageTable {
  private readonly defs = new Map<string, ImageDef>();

  constructor(
    private readonly doc: DxfDocument,
    private readonly handles: DxfHandles,
  ) {}

  get size(): number {
    return this.defs.size;
  }

  /** The written IMAGEDEF for the source's IMAGEDEF handle; null when the source has no such definition. */
  use(sourceHandle: string): ImageDef | null {
    const known = this.defs.get(sourceHandle);
    if (known) return known;
    const rec = this.doc.objects.get(sourceHandle);
    if (!rec || rec.type !== 'IMAGEDEF') return null;
    const r = rawTags(this.doc.tags, rec);
    const def: ImageDef = {
      handle: this.handles.take(),
      fileName: r.str(1).trim(),
      width: r.num(10, 1),
      height: r.num(20, 1),
      pixelWidth: r.num(11, 1),
      pixelHeight: r.num(21, 1),
      units: r.num(281, 0),
      reactors: [],
    };
    this.defs.set(sourceHandle, def);
    return def;
  }

  react(def: ImageDef, reactor: string, image: string): void {
    def.reactors.push({ handle: reactor, image });
  }

  /** ACAD_IMAGE_DICT, the IMAGEDEFs and their reactors, for dxfDocument's OBJECTS; undefined without images. */
  objects(): DxfExtraObjects | undefined {
    if (this.defs.size === 0) return undefined;
    return (root) => {
      const w = new DxfWriter(this.handles);
      const dict = w.handle();
      w.pair(0, 'DICTIONARY').pair(5, dict).pair(330, root).pair(100, 'AcDbDictionary').pair(281, 1);
      const names = new Set<string>();
      const defs = [...this.defs.values()];
      for (const def of defs) {
        const base = (def.fileName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '') || 'IMAGE';
        let name = base;
        for (let i = 2; names.has(name.toUpperCase()); i += 1) name = `${base}_${i}`;
        names.add(name.toUpperCase());
        w.pair(3, dxfText(name)).pair(350, def.handle);
      }
      for (const def of defs) {
        w.pair(0, 'IMAGEDEF').pair(5, def.handle).pair(102, '{ACAD_REACTORS').pair(330, dict);
        for (const r of def.reactors) w.pair(330, r.handle);
        w.pair(102, '}').pair(330, dict).pair(100, 'AcDbRasterImageDef').pair(90, 0);
        w.pair(1, dxfText(def.fileName)).pair(10, def.width).pair(20, def.height);
        w.pair(11, def.pixelWidth).pair(21, def.pixelHeight).pair(280, 1).pair(281, def.units);
        for (const r of def.reactors) {
          w.pair(0, 'IMAGEDEF_REACTOR').pair(5, r.handle).pair(330, r.image);
          w.pair(100, 'AcDbRasterImageDefReactor').pair(90, 2).pair(330, r.image);
        }
      }
      return { entries: [['ACAD_IMAGE_DICT', dict]], objects: w };
    };
  }
}
