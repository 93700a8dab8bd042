import { useEffect, useRef, type RefObject } from 'react';
import { Application } from 'pixi.js';

export interface PixiHostProps {
  /** The element the canvas fills and follows in size. */
  resizeTo: RefObject<HTMLElement | null>;
  preference: 'webgl' | 'canvas';
  background: string | number;
  resolution: number;
  /** The application has its renderer and its canvas is on the page. */
  onInit: (app: Application) => void;
  /** Just before the application is destroyed (unmount): what draws into it lets go of it first. */
  onDestroy: () => void;
}

/**
 * Mounts a Pixi Application's canvas inside the `resizeTo` element. The editor draws imperatively (EditorView)
 * and renders on demand, so all it needs from React is this mount and unmount: done here in a few lines rather
 * than through @pixi/react, whose own React reconciler weighed ~29 KB on the editor route for that one job.
 */
export function PixiHost({ resizeTo, preference, background, resolution, onInit, onDestroy }: PixiHostProps) {
  // The latest callbacks, without re-creating the application when the parent re-renders.
  const init = useRef(onInit);
  init.current = onInit;
  const destroy = useRef(onDestroy);
  destroy.current = onDestroy;

  useEffect(() => {
    const host = resizeTo.current;
    if (!host) return;
    const app = new Application();
    let gone = false;
    let started = false;
    void app
      .init({
        // The canvas renderer is Pixi's own fallback; the option's type names only the GPU ones.
        preference: preference as 'webgl',
        background,
        antialias: true,
        autoStart: false,
        sharedTicker: false,
        autoDensity: true,
        resolution,
        resizeTo: host,
      })
      .then(() => {
        started = true;
        if (gone) {
          app.destroy(true);
          return;
        }
        host.appendChild(app.canvas);
        init.current(app);
      });
    return () => {
      gone = true;
      // Still starting: destroyed once it has started (above).
      if (!started) return;
      destroy.current();
      app.destroy(true);
    };
  }, [resizeTo, preference, background, resolution]);

  return null;
}
