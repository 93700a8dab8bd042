import type { LayoutVariant } from '../../../contract/layouts';
import { ComparisonTable } from '../../ui/ComparisonTable';
import {
  MAX_COMPARE,
  MIN_TOTAL_CHOICES,
  planDescription,
  SCORE_KEYS,
  SCORE_LABELS,
  scoreValue,
  variantFacts,
  variantLabel,
  type ScoreKey,
} from '../../ui/layoutVariants';
import { PlanDrawing } from '../../ui/PlanDrawing';
import { Box, Button, TextField, Typography } from '../../ui/primitives';
import { formatNumber } from './format';
import { LayoutVariantCard, UseLayoutButton, type AdoptState } from './LayoutVariantCard';
import { useVariantChoices } from './useVariantChoices';

const isScoreKey = (value: string): value is ScoreKey => (SCORE_KEYS as readonly string[]).includes(value);

/** The picked variants side by side: drawings, every score (best marked), checks and area, and their actions. */
function Comparison({
  variants,
  onRemove,
  ...adopt
}: AdoptState & { variants: readonly LayoutVariant[]; onRemove: (id: string) => void }) {
  return (
    <ComparisonTable
      title="Compare layouts"
      columns={variants.map((v) => ({
        key: v.id,
        title: variantLabel(v),
        subtitle: `Template ${v.plan.template}`,
        header: (
          <PlanDrawing title={variantLabel(v)} src={v.preview_url} alt={planDescription(v)} height={180} />
        ),
        footer: (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <UseLayoutButton variant={v} {...adopt} />
            <Button size="small" onClick={() => onRemove(v.id)}>
              Remove
            </Button>
          </Box>
        ),
      }))}
      rows={[
        ...SCORE_KEYS.map((key) => ({
          label: SCORE_LABELS[key],
          values: variants.map((v) => scoreValue(v, key)),
        })),
        {
          label: 'Code checks',
          cells: variants.map((v) => {
            const facts = variantFacts(v);
            return `${facts.gatesPassed} of ${facts.gatesTotal} passed`;
          }),
        },
        {
          label: 'Living area',
          cells: variants.map((v) => `${formatNumber(variantFacts(v).livingSqft)} sf`),
        },
        {
          label: 'Garage',
          cells: variants.map((v) => `${formatNumber(variantFacts(v).garageSqft)} sf`),
        },
      ]}
    />
  );
}

/** A finished generation: sort and filter controls, then the variant cards or the comparison of the picked ones. */
export function LayoutVariants({ variants, ...adopt }: AdoptState & { variants: readonly LayoutVariant[] }) {
  const choices = useVariantChoices(variants);
  const full = choices.picked.length >= MAX_COMPARE;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        role="toolbar"
        aria-label="Layout variants"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      >
        <TextField
          select
          size="small"
          label="Sort by"
          value={choices.sortBy}
          onChange={(event) => {
            if (isScoreKey(event.target.value)) choices.setSortBy(event.target.value);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 150 }}
        >
          {SCORE_KEYS.map((key) => (
            <option key={key} value={key}>
              {SCORE_LABELS[key]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Minimum total"
          value={choices.minTotal}
          onChange={(event) => choices.setMinTotal(Number(event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 140 }}
        >
          {MIN_TOTAL_CHOICES.map((min) => (
            <option key={min} value={min}>
              {min === 0 ? 'Any' : `${min} or more`}
            </option>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {choices.picked.length === 0
            ? `Tick up to ${MAX_COMPARE} to compare side by side.`
            : `${choices.picked.length} of ${MAX_COMPARE} picked to compare.`}
        </Typography>
        {choices.comparing ? (
          <Button variant="outlined" onClick={() => choices.setComparing(false)}>
            Show all variants
          </Button>
        ) : (
          <Button
            variant="outlined"
            disabled={choices.picked.length < 2}
            onClick={() => choices.setComparing(true)}
          >
            Compare ({choices.picked.length})
          </Button>
        )}
      </Box>
      {choices.comparing ? (
        <Comparison variants={choices.compared} onRemove={choices.togglePick} {...adopt} />
      ) : (
        <>
          {choices.hiddenCount > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {choices.shown.length === 0
                ? `No variant has a total of ${choices.minTotal} or more.`
                : `${choices.hiddenCount} of ${variants.length} variants hidden by the minimum total.`}
            </Typography>
          ) : null}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))',
            }}
          >
            {choices.shown.map((variant) => (
              <LayoutVariantCard
                key={variant.id}
                variant={variant}
                picked={choices.picked.includes(variant.id)}
                canPick={!full}
                onTogglePick={() => choices.togglePick(variant.id)}
                {...adopt}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
