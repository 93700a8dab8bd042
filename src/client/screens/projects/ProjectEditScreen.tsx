import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { ValidationFailureResponse, type FieldErrors, type Project } from '../../../contract/projects';
import { isApiError } from '../../api/ApiError';
import { saveProjectAtom } from '../../state/projectDetail';
import { Button } from '../../ui/primitives';
import { TOAST_MS_DASHBOARD, useToast } from '../../ui/toast';
import { CenteredStatus } from '../common/CenteredStatus';
import { RouterLink } from '../common/RouterLink';
import { LoadFailure } from './LoadFailure';
import { ProjectForm } from './ProjectForm';
import {
  contactFieldErrors,
  editBodyFrom,
  fieldMessages,
  labelledErrorsText,
  projectFormValues,
  unplacedErrorsText,
  type ProjectFormValues,
} from './projectForm';
import { EDIT_REDIRECT_MS, PROJECT_MESSAGES } from './projectMessages';
import { ScreenHeader } from './ScreenHeader';
import { useLater } from './useLater';
import { useRouteProject } from './useProject';

function refusalDetails(error: unknown): { errors?: FieldErrors; text: string | null } {
  if (!isApiError(error)) return { text: null };
  const refusal = ValidationFailureResponse.safeParse(error.body);
  if (refusal.success) return { errors: refusal.data.errors, text: unplacedErrorsText(refusal.data.errors) };
  return { text: error.serverMessage };
}

function EditForm({ project }: { project: Project }) {
  const saveProject = useSetAtom(saveProjectAtom);
  const toast = useToast();
  const navigate = useNavigate();
  const later = useLater();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [initialValues] = useState(() => projectFormValues(project));
  const detailPath = `/dashboard/projects/${project.id}`;

  const submit = async (values: ProjectFormValues) => {
    // Caught in the browser: marked, and named above the button (the Owner Contact section may be folded).
    const contactErrors = contactFieldErrors(values);
    setErrors(contactErrors ?? undefined);
    setFormError(contactErrors ? labelledErrorsText(contactErrors) : null);
    if (contactErrors) return;
    setBusy(true);
    try {
      await saveProject({ projectId: project.id, body: editBodyFrom(values) });
      toast.show(PROJECT_MESSAGES.updated, { severity: 'success', durationMs: TOAST_MS_DASHBOARD });
      later(() => navigate(detailPath), EDIT_REDIRECT_MS);
    } catch (error) {
      toast.show(PROJECT_MESSAGES.saveFailed, { severity: 'error', durationMs: TOAST_MS_DASHBOARD });
      // The toast is the spec's exact text; the server's reasons stay on the form so the user can fix them.
      const details = refusalDetails(error);
      setErrors(details.errors);
      setFormError(details.text);
      setBusy(false);
    }
  };

  return (
    <ProjectForm
      ariaLabel="Edit project"
      initialValues={initialValues}
      organizations={project.available_organizations}
      submitLabel="Save Changes"
      busy={busy}
      onSubmit={(values) => void submit(values)}
      fieldErrors={fieldMessages(errors)}
      formError={formError}
      secondaryAction={
        <Button component={RouterLink} to={detailPath} size="large" color="inherit">
          Cancel
        </Button>
      }
    />
  );
}

/** Route /dashboard/projects/:projectId/edit. */
export function ProjectEditScreen() {
  const view = useRouteProject();
  if (view.status === 'error')
    return <LoadFailure text={PROJECT_MESSAGES.editLoadFailed} retry={view.retry} />;
  if (view.status === 'loading') return <CenteredStatus text="Loading project..." />;
  const { project } = view;
  return (
    <>
      <ScreenHeader
        title="Edit Project"
        subtitle={project.project_address}
        back={{ to: `/dashboard/projects/${project.id}`, label: 'Back to project' }}
      />
      <EditForm key={project.id} project={project} />
    </>
  );
}
