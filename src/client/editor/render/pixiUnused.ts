// Stand-ins for Pixi features the editor never uses, each aliased in vite.config.ts (pixiParts) for the one
// relative import that brings it in (issue 10: the editor route's JS on the wire). Reaching one is a bug in
// the editor, so each says which feature it replaces instead of drawing nothing silently.
const unused = (feature: string) => (): never => {
  throw new Error(`${feature} is not available in the editor's Pixi build.`);
};

/** GraphicsContext.svg: the editor draws elements from their geometry, never from SVG markup. */
export const SVGParser = unused('SVG markup (GraphicsContext.svg)');

/** Text with tag styles (rich text): the editor's texts are plain bitmap text. */
export const measureTaggedText = unused('Tagged text (TextStyle.tagStyles)');

/** Compressed (KTX/DDS/Basis) and video textures: the editor's only textures are glyph atlases and underlays. */
export const glUploadCompressedTextureResource = { id: 'compressed', upload: unused('Compressed textures') };
export const glUploadVideoResource = { id: 'video', upload: unused('Video textures') };
