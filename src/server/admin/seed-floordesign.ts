import { designFromWizard } from '../routes/floordesigns';
import type { SeedStep } from './seed-demo';

export const DEMO_FLOOR_DESIGN = 'Demo House';

const face = (length: number, segments = 1) => ({
  length,
  segments,
  brokenWall: { enabled: false, segments: 1 },
});

/** One floor design for the demo user, drawn by the outline wizard, with a first saved revision. */
export const seedDemoFloorDesign: SeedStep = async ({ repos, demoUserId }) => {
  if (await repos.floorDesigns.findByName(demoUserId, DEMO_FLOOR_DESIGN)) return null;
  const built = designFromWizard(DEMO_FLOOR_DESIGN, 'feet', {
    // A front with a door-sized opening in the middle (broken wall of 3 parts), the other faces solid.
    south: { ...face(40), brokenWall: { enabled: true, segments: 3 } },
    north: face(40, 2),
    west: face(30),
    east: face(30),
  });
  if (!built.ok) throw new Error(`demo outline refused: ${built.error}`);
  const id = await repos.floorDesigns.create(demoUserId, {
    name: DEMO_FLOOR_DESIGN,
    unit: 'feet',
    rawJson: built.rawJson,
    outlineMetadata: built.metadata,
    firstPage: built.page,
  });
  await repos.floorDesigns.save(id, {}, [built.page]);
  return `Created floor design "${DEMO_FLOOR_DESIGN}" with revision 1`;
};
