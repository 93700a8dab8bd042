import { useId } from 'react';
import type { Project } from '../../../contract/projects';
import { useLayoutGeneration, type LayoutsView } from '../../state/layouts';
import { LoadError } from '../../ui/LoadError';
import { missingProgramText } from '../../ui/layoutVariants';
import { Panel } from '../../ui/Panel';
import { PhaseProgress } from '../../ui/PhaseProgress';
import { Alert, AlertTitle, Box, Button, Typography } from '../../ui/primitives';
import { formatNumber } from './format';
import { LayoutVariants } from './LayoutVariants';
import { useAdoptLayout } from './useAdoptLayout';

export const GENERATE_LAYOUTS = 'Generate layouts';
const PHASES = ['Queued', 'Generating'] as const;

/** What the generator will be given, in a sentence: "From 2,200 sq ft, 4 bedrooms and 2.5 bathrooms." */
function programSummary(project: Project): string {
  const garage = project.num_car_garage ? `, a ${project.num_car_garage}-car garage` : '';
  const stories = project.story && project.story > 1 ? ` on ${project.story} stories` : '';
  return (
    `Six code-checked plans from ${formatNumber(project.square_footage)} sq ft, ` +
    `${formatNumber(project.num_bedrooms)} bedrooms, ${formatNumber(project.num_bathrooms)} bathrooms${garage}${stories}.`
  );
}

/** The program cannot be met: why, and the smallest square footage that would work as a one-click retry. */
function Infeasible({
  view,
  generate,
}: {
  view: Extract<LayoutsView, { status: 'infeasible' }>;
  generate: (sqft: number) => void;
}) {
  const minimum = view.infeasible.minimum_sqft === null ? null : Math.ceil(view.infeasible.minimum_sqft);
  return (
    <Alert
      severity="warning"
      action={
        minimum === null ? undefined : (
          <Button
            color="inherit"
            size="small"
            onClick={() => generate(minimum)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Generate at {formatNumber(minimum)} sq ft
          </Button>
        )
      }
    >
      <AlertTitle>No layout meets this program</AlertTitle>
      {view.infeasible.message}
      {/* The generator's message names the area it needs; the button is the way to try it. */}
      {minimum === null ? ' More area would not help: change the rooms asked for.' : null}
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
      body = <Infeasible view={view} generate={(sqft) => void generate(sqft)} />;
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
        <Button
          variant="contained"
          onClick={() => void generate()}
          disabled={missing !== null || busy}
          aria-describedby={hintId}
        >
          {GENERATE_LAYOUTS}
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography id={hintId} variant="body2" color={missing ? 'warning.dark' : 'text.secondary'}>
          {missing ?? programSummary(project)}
        </Typography>
        {body}
      </Box>
    </Panel>
  );
}
