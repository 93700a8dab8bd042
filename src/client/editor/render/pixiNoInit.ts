// Pixi's Graphics and BitmapText modules import their `init`, which registers the GPU pipes and the canvas
// renderer's (issue 10 item 5: the editor route's JS on the wire). A plugin in vite.config.ts (importerStubs)
// resolves those two imports here: pixiParts.ts registers the GPU pipes, pixiCanvasFallback.ts the canvas ones
// with that fallback, so the canvas pipes and their canvas utilities leave the editor's chunk.
export {};
