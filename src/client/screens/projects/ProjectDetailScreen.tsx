import { projectTypeLabel, statusLabel } from '../../../contract/projects';
import { EditIcon } from '../../ui/actionIcons';
import { Box, Button, Chip } from '../../ui/primitives';
import { CenteredStatus } from '../common/CenteredStatus';
import { RouterLink } from '../common/RouterLink';
import { DrawingPagesPanel } from './DrawingPagesPanel';
import { DxfRevisionsPanel } from './DxfRevisionsPanel';
import { LayoutsPanel } from './LayoutsPanel';
import { FloorDesignsPanel } from './FloorDesignsPanel';
import { LoadFailure } from './LoadFailure';
import { MasterPlanPanel } from './MasterPlanPanel';
import { OwnerContact, ProjectOverview } from './ProjectOverview';
import { PROJECT_MESSAGES } from './projectMessages';
import { ScreenHeader } from './ScreenHeader';
import { UploadedFilesPanel } from './UploadedFilesPanel';
import { useRouteProject } from './useProject';

/** Route /dashboard/projects/:projectId: the project, its generated layouts, drawing set, uploads and DXF
 * revisions. */
export function ProjectDetailScreen() {
  const view = useRouteProject();
  if (view.status === 'error')
    return <LoadFailure text={PROJECT_MESSAGES.detailLoadFailed} retry={view.retry} />;
  if (view.status === 'loading') return <CenteredStatus text="Loading project..." />;
  const { project } = view;

  return (
    <>
      <ScreenHeader
        title={project.project_address}
        subtitle={
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            {projectTypeLabel(project.project_type)}
            <Chip size="small" color="primary" variant="outlined" label={statusLabel(project.status)} />
            {project.archived ? <Chip size="small" label="Archived" /> : null}
          </Box>
        }
        back={{ to: '/dashboard/projects', label: 'Projects' }}
        actions={
          <Button
            component={RouterLink}
            to={`/dashboard/projects/${project.id}/edit`}
            variant="contained"
            startIcon={<EditIcon />}
          >
            Edit
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' },
          }}
        >
          <ProjectOverview project={project} />
          <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
            <OwnerContact project={project} />
            <MasterPlanPanel project={project} />
          </Box>
        </Box>
        {/* Keyed by project: another project's generation must not show here. */}
        <LayoutsPanel key={project.id} project={project} />
        <DrawingPagesPanel projectId={project.id} pages={project.drawing_pages} />
        <UploadedFilesPanel projectId={project.id} files={project.uploaded_files} />
        <DxfRevisionsPanel revisions={project.proposed_dxf_revisions} />
        <FloorDesignsPanel designs={project.floor_designs} />
      </Box>
    </>
  );
}
