import { Container, ImageSource, Sprite, Texture } from 'pixi.js';
import type { Underlay } from '../../../core/model/underlay';

interface Shown {
  sprite: Sprite;
  fileId: string;
  underlay: Underlay;
  loaded: boolean;
}

/**
 * A page's underlays as Pixi sprites under every element (issue 12 item 4): never hit-tested (events off),
 * placed, faded and hidden as the document says. Images load once per file, asynchronously; `onLoaded` asks
 * the view for a frame when one arrives. Synced by underlay id, like elements: a change redraws that sprite.
 */
export class UnderlayLayer {
  readonly container = new Container();
  private readonly shown = new Map<string, Shown>();
  private readonly textures = new Map<string, Promise<Texture | null>>();
  private last: readonly Underlay[] | null = null;
  private destroyed = false;

  constructor(
    private readonly urlFor: ((fileId: string) => string) | null,
    private readonly onLoaded: () => void,
  ) {
    this.container.eventMode = 'none';
    this.container.interactiveChildren = false;
  }

  /** How many underlays have their image on screen (tests and the dev hook read it). */
  get loadedCount(): number {
    let n = 0;
    for (const s of this.shown.values()) if (s.loaded) n++;
    return n;
  }

  sync(underlays: readonly Underlay[]): void {
    if (underlays === this.last) return;
    this.last = underlays;
    const keep = new Set(underlays.map((u) => u.id));
    for (const [id, s] of this.shown) {
      if (keep.has(id)) continue;
      this.container.removeChild(s.sprite);
      s.sprite.destroy();
      this.shown.delete(id);
    }
    underlays.forEach((u, i) => {
      let s = this.shown.get(u.id);
      if (!s || s.fileId !== u.fileId) {
        if (s) {
          this.container.removeChild(s.sprite);
          s.sprite.destroy();
        }
        s = { sprite: new Sprite(Texture.EMPTY), fileId: u.fileId, underlay: u, loaded: false };
        this.shown.set(u.id, s);
        this.load(s);
      }
      s.underlay = u;
      this.container.addChildAt(s.sprite, Math.min(i, this.container.children.length));
      place(s);
    });
  }

  private load(s: Shown): void {
    if (!this.urlFor) return;
    const url = this.urlFor(s.fileId);
    let texture = this.textures.get(url);
    if (!texture) {
      texture = loadTexture(url);
      this.textures.set(url, texture);
    }
    void texture.then((t) => {
      if (!t || this.destroyed || this.shown.get(s.underlay.id) !== s) return;
      s.sprite.texture = t;
      s.loaded = true;
      place(s);
      this.onLoaded();
    });
  }

  destroy(): void {
    this.destroyed = true;
    this.container.destroy({ children: true });
    for (const t of this.textures.values()) void t.then((texture) => texture?.destroy(true));
    this.shown.clear();
  }
}

/** Sizes are set through scale, so they hold before the image arrives and after. */
function place({ sprite, underlay: u, loaded }: Shown): void {
  sprite.position.set(u.x, u.y);
  sprite.angle = u.rotation;
  sprite.alpha = u.opacity;
  sprite.visible = u.visible && loaded;
  const tw = sprite.texture.width || 1;
  const th = sprite.texture.height || 1;
  sprite.scale.set(u.width / tw, u.height / th);
}

/** The image through an <img> (cookies and the CSP's img-src apply), mipmapped so a zoomed-out sheet stays smooth. */
async function loadTexture(url: string): Promise<Texture | null> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
  } catch {
    return null;
  }
  const source = new ImageSource({ resource: image, autoGenerateMipmaps: true, scaleMode: 'linear' });
  return new Texture({ source });
}
