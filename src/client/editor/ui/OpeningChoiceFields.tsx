import type { ChoiceField, OpeningChoice } from '../../../core/commands/openings';
import { openingChoices } from '../../../core/commands/openings';
import type { DrawingElement } from '../../../core/model/elements';
import { TextField } from '../../ui/primitives';

/** A door's swing, hinge or kind: picked from its options, one undo step each. */
function Choice({
  field,
  onChoose,
}: {
  field: ChoiceField;
  onChoose: (key: OpeningChoice, value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={field.label}
      value={field.value}
      onChange={(e) => onChoose(field.key, e.target.value)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': field.label } }}
    >
      {field.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** The picked settings of a selected door (none for other elements). */
export function OpeningChoiceFields({
  element,
  onChoose,
}: {
  element: DrawingElement;
  onChoose: (key: OpeningChoice, value: string) => void;
}) {
  return (
    <>
      {openingChoices(element).map((c) => (
        <Choice key={c.key} field={c} onChoose={onChoose} />
      ))}
    </>
  );
}
