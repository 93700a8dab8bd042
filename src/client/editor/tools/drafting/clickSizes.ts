import type { DefaultSizes } from '../../../../core/model/factories';
import { defaultSizes } from '../../../../core/units';
import type { EditorStore } from '../../store/EditorStore';

/** A click's shape size: the spec's 60 px and 40 px at the current zoom, as clean lengths on a plan. */
export function clickSizes(store: EditorStore): DefaultSizes {
  const { camera, unit } = store.getState();
  return defaultSizes(camera.zoom, unit);
}
