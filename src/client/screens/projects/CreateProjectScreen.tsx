import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { FieldErrors } from '../../../contract/projects';
import { organizationsAtom } from '../../state/organizations';
import { createProjectAtom } from '../../state/projects';
import { Button } from '../../ui/primitives';
import { TOAST_MS_DASHBOARD, useToast } from '../../ui/toast';
import { RouterLink } from '../common/RouterLink';
import { ProjectForm } from './ProjectForm';
import {
  createFailureToast,
  createFieldsFrom,
  emptyProjectForm,
  fieldMessages,
  unplacedErrorsText,
  type ProjectFormValues,
} from './projectForm';
import { CREATE_REDIRECT_MS, PROJECT_MESSAGES } from './projectMessages';
import { ScreenHeader } from './ScreenHeader';
import { useLater } from './useLater';

/** Route /dashboard/projects/create. */
export function CreateProjectScreen() {
  const organizations = useAtomValue(organizationsAtom);
  const createProject = useSetAtom(createProjectAtom);
  const toast = useToast();
  const navigate = useNavigate();
  const later = useLater();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [initialValues] = useState(emptyProjectForm);

  const submit = async (values: ProjectFormValues) => {
    setBusy(true);
    setErrors(undefined);
    setFormError(null);
    try {
      const outcome = await createProject(createFieldsFrom(values));
      if (outcome.ok) {
        toast.show(PROJECT_MESSAGES.created, { severity: 'success', durationMs: TOAST_MS_DASHBOARD });
        // The form stays disabled until the detail screen takes over.
        later(() => navigate(`/dashboard/projects/${outcome.projectId}/`), CREATE_REDIRECT_MS);
        return;
      }
      toast.show(createFailureToast(outcome.errors), { severity: 'error', durationMs: TOAST_MS_DASHBOARD });
      // The toast goes after 2 s; the reasons stay, under their fields or (for the others) above the button.
      setErrors(outcome.errors);
      setFormError(unplacedErrorsText(outcome.errors));
    } catch {
      toast.show(PROJECT_MESSAGES.createServerError, { severity: 'error', durationMs: TOAST_MS_DASHBOARD });
    }
    setBusy(false);
  };

  return (
    <>
      <ScreenHeader
        title="Create Project"
        subtitle="Describe the building, its site and its owner. You can change any of this later."
        back={{ to: '/dashboard/projects', label: 'Projects' }}
      />
      <ProjectForm
        ariaLabel="Create project"
        initialValues={initialValues}
        organizations={organizations.status === 'ready' ? organizations.data : []}
        preselectSingleOrganization
        submitLabel="Create Project"
        busy={busy}
        onSubmit={(values) => void submit(values)}
        fieldErrors={fieldMessages(errors)}
        formError={formError}
        secondaryAction={
          <Button component={RouterLink} to="/dashboard/projects" size="large" color="inherit">
            Cancel
          </Button>
        }
      />
    </>
  );
}
