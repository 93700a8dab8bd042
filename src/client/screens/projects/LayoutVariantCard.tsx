import type { LayoutVariant } from '../../../contract/layouts';
import { CheckList } from '../../ui/CheckList';
import {
  areaSummary,
  GATE_LABELS,
  planDescription,
  SCORE_LABELS,
  SCORE_PARTS,
  scoreValue,
  templateDescription,
  variantFacts,
  variantLabel,
} from '../../ui/layoutVariants';
import { PlanCard } from '../../ui/PlanCard';
import { PlanDrawing } from '../../ui/PlanDrawing';
import { Box, Button, Checkbox, CircularProgress, FormControlLabel, Typography } from '../../ui/primitives';
import { ScoreBar } from '../../ui/ScoreBar';
import { formatNumber } from './format';

export const USE_LAYOUT = 'Use this layout';

export interface AdoptState {
  /** The variant being adopted, if any: every card waits while one is. */
  adopting: string | null;
  adopt: (variantId: string) => void;
}

/** The gates of a variant as check items, in the core's order. */
export const gateItems = (variant: LayoutVariant) =>
  variant.gates.map((g) => ({ label: GATE_LABELS[g.gate], passed: g.passed, detail: g.detail }));

/** "Use this layout", with a spinner on the variant being adopted. */
export function UseLayoutButton({ variant, adopting, adopt }: AdoptState & { variant: LayoutVariant }) {
  const mine = adopting === variant.id;
  return (
    <Button
      variant="contained"
      size="small"
      disabled={adopting !== null}
      onClick={() => adopt(variant.id)}
      startIcon={mine ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
    >
      {USE_LAYOUT}
    </Button>
  );
}

interface LayoutVariantCardProps extends AdoptState {
  variant: LayoutVariant;
  picked: boolean;
  /** False once the comparison is full and this variant is not in it. */
  canPick: boolean;
  onTogglePick: () => void;
}

/** One generated variant: its drawing, scores, code checks, and what can be done with it. */
export function LayoutVariantCard({
  variant,
  picked,
  canPick,
  onTogglePick,
  ...adopt
}: LayoutVariantCardProps) {
  const title = variantLabel(variant);
  const facts = variantFacts(variant);
  return (
    <PlanCard
      title={title}
      subtitle={`Template ${variant.plan.template}: ${templateDescription(variant.plan.template, variant.plan.parti)}`}
      selected={picked}
      drawing={<PlanDrawing title={title} src={variant.preview_url} alt={planDescription(variant)} />}
      actions={
        <>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={picked}
                disabled={!picked && !canPick}
                onChange={onTogglePick}
              />
            }
            label="Compare"
          />
          <UseLayoutButton variant={variant} {...adopt} />
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {areaSummary(facts, variant.plan.stories.length, formatNumber)}
      </Typography>
      {facts.proposed.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Proposed beyond the program: {facts.proposed.join(', ')}
        </Typography>
      )}
      <ScoreBar label={SCORE_LABELS.total} value={scoreValue(variant, 'total')} emphasis />
      <Box sx={{ display: 'grid', gap: 0.75 }}>
        {SCORE_PARTS.map((key) => (
          <ScoreBar key={key} label={SCORE_LABELS[key]} value={scoreValue(variant, key)} />
        ))}
      </Box>
      <CheckList title={`Code checks of ${title}`} items={gateItems(variant)} dense />
    </PlanCard>
  );
}
