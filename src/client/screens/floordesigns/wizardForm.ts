import type { FloorDesignCreateRequest } from '../../../contract/floordesigns';
import { exportSvg } from '../../../core/export/svg';
import { unionBoxes } from '../../../core/geometry/box';
import { elementBounds } from '../../../core/geometry/elementGeometry';
import { PX_PER_INCH } from '../../../core/model/constants';
import type { Page } from '../../../core/model/page';
import { createSequentialIdSource } from '../../../core/model/ids';
import {
  buildOutline,
  FACES,
  MAX_FACE_SEGMENTS,
  OUTLINE_ERRORS,
  type FaceName,
  type OutlineFaces,
} from '../../../core/outline';
import type { LengthUnit } from '../../../core/units';

// The outline wizard's form: what the fields hold (text, as typed), how they become the core's outline input,
// and the messages shown before submitting. Kept apart from the React component so it is tested directly.

export interface FaceFields {
  length: string;
  segments: string;
  broken: boolean;
  brokenSegments: string;
}

export interface WizardValues {
  name: string;
  unit: LengthUnit;
  faces: Record<FaceName, FaceFields>;
}

/** Form field order: front, back, left, right (the spec's order). */
export const FORM_FACES: readonly FaceName[] = ['south', 'north', 'west', 'east'];

const emptyFace = (): FaceFields => ({ length: '', segments: '1', broken: false, brokenSegments: '3' });

export const emptyWizard = (): WizardValues => ({
  name: '',
  unit: 'feet',
  faces: { south: emptyFace(), north: emptyFace(), west: emptyFace(), east: emptyFace() },
});

/** Field keys for messages: "name", "south.length", "south.segments", "south.brokenSegments". */
export type WizardErrors = Partial<Record<string, string>>;

export type WizardCheck =
  | { ok: true; request: FloorDesignCreateRequest; previewSvg: string }
  | { ok: false; errors: WizardErrors; formError: string | null };

const NUMBER = /^\s*\d+(\.\d+)?\s*$/;
const WHOLE = /^\s*\d+\s*$/;

/** The length fields' step (spec: min 0, step 0.1), in tenths so the check needs no floating point. */
export const LENGTH_STEP = 0.1;

/**
 * The browser's step check for a length (what a form without `noValidate` would refuse): a number of 0 or
 * more whose digits after the first decimal are all 0. Answers null when it is on the step, otherwise the
 * message with the two nearest lengths on it, as the browser names them.
 */
export function lengthStepError(text: string): string | null {
  const match = /^\s*(\d+)(?:\.(\d)(\d*))?\s*$/.exec(text);
  if (!match) return null;
  const [, whole = '0', tenth = '0', rest = ''] = match;
  if (/^0*$/.test(rest)) return null;
  const below = BigInt(whole) * 10n + BigInt(tenth);
  const tenths = (t: bigint) => `${t / 10n}.${t % 10n}`;
  return `Use steps of ${LENGTH_STEP}: the nearest lengths are ${tenths(below)} and ${tenths(below + 1n)}.`;
}

function readFace(face: FaceFields, key: FaceName, errors: WizardErrors) {
  const length = NUMBER.test(face.length) ? Number(face.length) : NaN;
  const offStep = lengthStepError(face.length);
  if (face.length.trim() === '') errors[`${key}.length`] = 'Enter a length.';
  else if (!Number.isFinite(length)) errors[`${key}.length`] = 'Enter a number of 0 or more.';
  else if (offStep) errors[`${key}.length`] = offStep;
  // Said next to the face itself: a 0 would otherwise only show as the outline's error under the form.
  else if (length === 0) errors[`${key}.length`] = OUTLINE_ERRORS.zero;
  const segments = WHOLE.test(face.segments) ? Number(face.segments) : NaN;
  if (!(segments >= 1 && segments <= MAX_FACE_SEGMENTS)) {
    errors[`${key}.segments`] = `Enter a whole number from 1 to ${MAX_FACE_SEGMENTS}.`;
  }
  const brokenSegments = WHOLE.test(face.brokenSegments) ? Number(face.brokenSegments) : NaN;
  if (
    face.broken &&
    !(brokenSegments >= 1 && brokenSegments < MAX_FACE_SEGMENTS && brokenSegments % 2 === 1)
  ) {
    errors[`${key}.brokenSegments`] = 'Enter an odd number: 1, 3, 5, …';
  }
  return {
    length,
    segments,
    brokenWall: { enabled: face.broken, segments: face.broken ? brokenSegments : 1 },
  };
}

/**
 * Checks the form as the user typed it: field messages first (name, numbers, the odd broken-wall count), then
 * the core's own outline check (a face of 0, lengths that cannot close). When it passes, the request to send
 * and an SVG preview of the outline the server will draw.
 */
export function checkWizard(values: WizardValues): WizardCheck {
  const errors: WizardErrors = {};
  if (values.name.trim() === '') errors.name = 'Name is required.';
  const faces = Object.fromEntries(
    FACES.map((f) => [f, readFace(values.faces[f], f, errors)]),
  ) as OutlineFaces;
  if (Object.keys(errors).length > 0) return { ok: false, errors, formError: null };
  const outline = buildOutline(
    { name: values.name, unit: values.unit, faces },
    createSequentialIdSource(),
    'preview',
  );
  if (!outline.ok) return { ok: false, errors, formError: outline.error };
  return {
    ok: true,
    request: {
      name: values.name.trim(),
      unit: values.unit,
      raw_json: outline.rawJson,
      outline_metadata: outline.metadata,
    },
    previewSvg: exportSvg(outline.page, {
      unit: values.unit,
      annotate: 'elements',
      ratio: previewRatio(outline.page),
    }),
  };
}

/** The preview as an image source: an <img> never runs anything inside the SVG. */
export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The preview's own scale: the outline about 3 1/2" across, so its lettering reads at the preview's size. */
function previewRatio(page: Page): number {
  const bounds = unionBoxes(page.elements.map(elementBounds));
  const longest = bounds ? Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY) : 0;
  return Math.max(1, longest / (3.5 * PX_PER_INCH));
}
