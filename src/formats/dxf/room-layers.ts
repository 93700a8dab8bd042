/**
 * What a layer's name says it holds, for the room search. Offices name layers after the AIA/NCS standard (A-WALL,
 * A-GLAZ, A-AREA), after their own language (MUR, WAND, 壁, PARED) or freely (Walls, A.Wall_Internal); the
 * patterns below match a word anywhere in the name, case-insensitively.
 */
export type RoomLayerRole = 'wall' | 'opening' | 'outline' | 'other';

/** Walls: English, French (mur), German (Wand, Wände, Mauer), Spanish/Italian (muro, pared, parete), CJK (壁 墙 牆). */
const WALL = /WALL|MUR|WAND|WÄNDE|MAUER|PARED|PARETE|CLOISON|壁|墙|牆|벽/iu;

/**
 * Glazing, window frames and columns: glass and sill lines span the openings in the wall lines and columns stand
 * in them, so they close rooms where a wall is interrupted (the Barcelona pavilion's glass walls are on "Crystal",
 * their frames on "Cancel", Spanish cancelería).
 */
const OPENING =
  /GLAZ|WINDOW|FEN[EÊ]TRE|FENSTER|VENTANA|FINESTR|CRYSTAL|CRISTAL|GLAS|VIDRIO|VERRE|CANCEL|CARPINT|COLUMN|COLS\b|PILAR|PILLAR|ST[UÜ]TZE|窓|ガラス|玻璃|柱/iu;

/** Room and area outlines drawn as closed polylines (NCS A-AREA, "Rooms", "Räume", "Pièces", 室, 部屋). */
const OUTLINE = /AREA|ROOM|SPACE|RAUM|RÄUME|PIECE|PIÈCE|LOCAL|ESPACIO|STANZ|室|部屋|房间/iu;

/**
 * Parts of those layers that are not line work of walls or outlines: hatch patterns (A-WALL-PATT), tags and
 * names (A-AREA-IDEN), dimensions and notes. Their lines would only clutter the search.
 */
const ANNOTATION =
  /PATT|HATCH|HTCH|SCHRAFF|IDEN|TEXT|TXT|DIM|NOTE|ANNO|TAG|SYMB|LABEL|NAME|NUMB|ハッチ|寸法|文字|注記/iu;

export function roomLayerRole(name: string): RoomLayerRole {
  if (ANNOTATION.test(name)) return 'other';
  if (WALL.test(name)) return 'wall';
  if (OPENING.test(name)) return 'opening';
  if (OUTLINE.test(name)) return 'outline';
  return 'other';
}
