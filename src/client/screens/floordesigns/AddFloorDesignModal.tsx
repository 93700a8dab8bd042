import { useMemo, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { createFloorDesignAtom } from '../../state/floordesigns';
import { Modal } from '../../ui/Modal';
import { Button, CircularProgress } from '../../ui/primitives';
import { FloorDesignWizard } from './FloorDesignWizard';
import { checkWizard, emptyWizard, FORM_FACES, type WizardValues } from './wizardForm';

export interface AddFloorDesignModalProps {
  open: boolean;
  onClose: () => void;
  /** Starting values (stories show a filled form). */
  initialValues?: WizardValues;
  /** Show messages from the start (stories show a refused form). */
  initialShowErrors?: boolean;
}

/** "Add Floor Design": the outline wizard in a modal; on success the editor of the new design opens. */
export function AddFloorDesignModal({
  open,
  onClose,
  initialValues,
  initialShowErrors = false,
}: AddFloorDesignModalProps) {
  const [values, setValues] = useState<WizardValues>(() => initialValues ?? emptyWizard());
  const [submitted, setSubmitted] = useState(initialShowErrors);
  const [saving, setSaving] = useState(false);
  const create = useSetAtom(createFloorDesignAtom);
  const navigate = useNavigate();
  const check = useMemo(() => checkWizard(values), [values]);
  // The core's outline messages appear as soon as all four lengths are in, before any submit.
  const showErrors = submitted || FORM_FACES.every((f) => values.faces[f].length.trim() !== '');

  const submit = async () => {
    setSubmitted(true);
    if (!check.ok) return;
    setSaving(true);
    const id = await create(check.request);
    setSaving(false);
    // A failure is logged only (spec section 8); the form stays open to try again.
    if (id !== null) navigate(`/dashboard/floordesigns/${id}/`);
  };

  const close = () => {
    if (saving) return;
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Add Floor Design"
      onClose={close}
      maxWidth="md"
      actions={
        <>
          <Button onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
          >
            Create Design
          </Button>
        </>
      }
    >
      <form
        id="floor-design-wizard"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FloorDesignWizard
          values={values}
          onChange={setValues}
          check={check}
          showErrors={showErrors}
          disabled={saving}
        />
      </form>
    </Modal>
  );
}
