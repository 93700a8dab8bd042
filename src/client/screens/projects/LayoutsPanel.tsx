import { useId, useState } from 'react';
import type { GenerateLayoutsBody, LayoutInfeasible } from '../../../contract/layouts';
import type { Project } from '../../../contract/projects';
import { useLayoutGeneration } from '../../state/layouts';
import { LoadError } from '../../ui/LoadError';
import { missingProgramText } from '../../ui/layoutVariants';
import { Panel } from '../../ui/Panel';
import { PhaseProgress } from '../../ui/PhaseProgress';
import { Alert, AlertTitle, Box, Button, Collapse, Typography } from '../../ui/primitives';
import { formatNumber } from './format';
import { LayoutLotFields } from './LayoutLotFields';
import { LayoutVariants } from './LayoutVariants';
import { EMPTY_LOT, lotBody, lotWords, type LotSettings } from './lotSettings';
import { useAdoptLayout } from './useAdoptLayout';

export const GENERATE_LAYOUTS = 'Generate layouts';
export const LOT_AND_FOOTPRINT = 'Lot and footprint';
const PHASES = ['Queued', 'Generating'] as const;

/** What the generator will be given, in a sentence: "From 2,200 sq ft, 4 bedrooms and 2.5 bathrooms." */
function programSummary(project: Project, lot: string): string {
  const garage = project.num_car_garage ? `, a ${project.num_car_garage}-car garage` : '';
  const stories = project.story && project.story > 1 ? ` on ${project.story} stories` : '';
  return (
    `Six code-checked plans from ${formatNumber(project.square_footage)} sq ft, ` +
    `${formatNumber(project.num_bedrooms)} bedrooms, ${formatNumber(project.num_bathrooms)} bathrooms${garage}${stories}${lot}.`
  );
}

/**
 * The program cannot be met: why, and a one-click retry — at the smallest square footage that works, or with the
 * change the generator suggests (a full bath, three stories).
 */
function Infeasible({
  infeasible,
  generate,
}: {
  infeasible: LayoutInfeasible;
  generate: (overrides: NonNullable<GenerateLayoutsBody['overrides']>) => void;
}) {
  const minimum = infeasible.minimum_sqft === null ? null : Math.ceil(infeasible.minimum_sqft);
  const { suggestion } = infeasible;
  const action =
    minimum !== null ? (
      <Button
        color="inherit"
        size="small"
        onClick={() => generate({ square_footage: minimum })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Generate at {formatNumber(minimum)} sq ft
      </Button>
    ) : suggestion ? (
      <Button
        color="inherit"
        size="small"
        onClick={() => generate(suggestion.overrides)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {suggestion.label}
      </Button>
    ) : undefined;
  return (
    <Alert severity="warning" action={action}>
      <AlertTitle>No layout meets this program</AlertTitle>
      {infeasible.message}
      {/* The generator's message names what it needs; the button is the way to try it. */}
      {minimum === null && !suggestion ? ' More area would not help: change the rooms asked for.' : null}
    </Alert>
  );
}

/**
 * "Generate layouts" on the project detail (issue 11 item 5): runs the generator on the project's program,
 * shows its progress, then the variants to sort, filter, compare and adopt as a floor design.
 */
export function LayoutsPanel({ project }: { project: Project }) {
  const { view, generate, retry } = useLayoutGeneration(project.id);
  const adopt = useAdoptLayout(project.id);
  const missing = missingProgramText(project);
  const hintId = useId();
  const busy = view.status === 'loading';
  const [lot, setLot] = useState<LotSettings>(EMPTY_LOT);
  const [lotOpen, setLotOpen] = useState(false);
  const lotRequest = lotBody(lot);
  const lotInvalid = Object.keys(lotRequest.errors).length > 0;
  const run = (overrides?: GenerateLayoutsBody['overrides']) =>
    void generate({ ...lotRequest.body, ...(overrides ? { overrides } : {}) });

  let body;
  switch (view.status) {
    case 'idle':
      body = null;
      break;
    case 'loading':
      body = (
        <PhaseProgress label="Generating layouts" phases={PHASES} current={view.phase === 'queued' ? 0 : 1} />
      );
      break;
    case 'error':
      body = <LoadError message={view.message} onRetry={retry} />;
      break;
    case 'infeasible':
      body = <Infeasible infeasible={view.infeasible} generate={run} />;
      break;
    case 'ready':
      body = (
        <LayoutVariants
          variants={view.variants}
          adopting={adopt.adopting}
          adopt={(id) => void adopt.adopt(id)}
        />
      );
      break;
  }

  return (
    <Panel
      title="Layouts"
      description="Floor plans generated from the program, checked against the building code and scored."
      actions={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={() => setLotOpen((open) => !open)} aria-expanded={lotOpen}>
            {LOT_AND_FOOTPRINT}
          </Button>
          <Button
            variant="contained"
            onClick={() => run()}
            disabled={missing !== null || busy || lotInvalid}
            aria-describedby={hintId}
          >
            {GENERATE_LAYOUTS}
          </Button>
        </Box>
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography id={hintId} variant="body2" color={missing ? 'warning.dark' : 'text.secondary'}>
          {missing ?? programSummary(project, lotWords(lot, project.lot_area, formatNumber))}
        </Typography>
        <Collapse in={lotOpen} unmountOnExit>
          <LayoutLotFields
            value={lot}
            errors={lotRequest.errors}
            onChange={setLot}
            lotArea={project.lot_area}
          />
        </Collapse>
        {body}
      </Box>
    </Panel>
  );
}
