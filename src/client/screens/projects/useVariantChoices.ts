import { useMemo, useState } from 'react';
import type { LayoutVariant } from '../../../contract/layouts';
import { sortAndFilterVariants, toggleCompare, type ScoreKey } from '../../ui/layoutVariants';

/**
 * What the user has chosen over one generation's variants: the sort, the minimum total, the variants picked for
 * comparison and whether the comparison is shown. Picks of an earlier generation (other ids) are dropped.
 */
export function useVariantChoices(variants: readonly LayoutVariant[]) {
  const [sortBy, setSortBy] = useState<ScoreKey>('total');
  const [minTotal, setMinTotal] = useState(0);
  const [picked, setPicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);

  const shown = useMemo(
    () => sortAndFilterVariants(variants, sortBy, minTotal),
    [variants, sortBy, minTotal],
  );
  // Compared in the current sort order, whether or not the filter shows them in the grid.
  const compared = useMemo(() => {
    const ids = new Set(picked);
    return sortAndFilterVariants(variants, sortBy, 0).filter((v) => ids.has(v.id));
  }, [variants, sortBy, picked]);
  const pickedIds = compared.map((v) => v.id);

  return {
    sortBy,
    setSortBy,
    minTotal,
    setMinTotal,
    shown,
    /** Hidden by the minimum total. */
    hiddenCount: variants.length - shown.length,
    picked: pickedIds,
    togglePick: (id: string) => setPicked(toggleCompare(pickedIds, id)),
    compared,
    /** The comparison shows while at least one variant is picked. */
    comparing: comparing && compared.length > 0,
    setComparing,
  };
}
