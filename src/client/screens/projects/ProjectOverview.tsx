import {
  LAYOUT_STYLES,
  OCCUPANCY_GROUPS,
  ZONING_TYPES,
  projectTypeLabel,
  statusLabel,
  type Project,
} from '../../../contract/projects';
import { DetailList } from '../../ui/DetailList';
import { Panel } from '../../ui/Panel';
import { Box, Link, Typography } from '../../ui/primitives';
import { choiceLabel, formatDate, formatMoney, formatNumber, orDash } from './format';

const area = (value: number | null) => (value === null ? '—' : `${formatNumber(value)} sq ft`);

/** The project's read-only overview: basics and site information. */
export function ProjectOverview({ project }: { project: Project }) {
  return (
    <Panel title="Overview" description={`Created ${formatDate(project.created_at)}`}>
      <Typography component="h4" variant="overline" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
        Project Basics
      </Typography>
      <DetailList
        items={[
          { label: 'Project Type', value: projectTypeLabel(project.project_type) },
          { label: 'Status', value: statusLabel(project.status) },
          { label: 'Organization', value: orDash(project.organization) },
          { label: 'Square Footage', value: area(project.square_footage) },
          { label: 'Bedrooms', value: formatNumber(project.num_bedrooms) },
          { label: 'Bathrooms', value: formatNumber(project.num_bathrooms) },
          { label: 'Garage (cars)', value: formatNumber(project.num_car_garage) },
          { label: 'Layout Style', value: choiceLabel(LAYOUT_STYLES, project.layout_style) },
          { label: 'Stories', value: formatNumber(project.story) },
          { label: 'Budget', value: formatMoney(project.budget) },
          { label: 'Project Description', value: orDash(project.project_description), wide: true },
          { label: 'Additional Requirements', value: orDash(project.additional_requirements), wide: true },
        ]}
      />
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 2.5, pt: 2 }}>
        <Typography component="h4" variant="overline" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
          Project Site Info
        </Typography>
        <DetailList
          items={[
            { label: 'Project Address', value: project.project_address, wide: true },
            { label: 'APN', value: orDash(project.apn) },
            { label: 'Zoning', value: choiceLabel(ZONING_TYPES, project.zoning) },
            { label: 'Occupancy', value: choiceLabel(OCCUPANCY_GROUPS, project.occupancy) },
            { label: 'Construction Type', value: orDash(project.construction_type) },
            { label: 'Lot Area', value: area(project.lot_area) },
            { label: 'Living Space', value: area(project.living_space) },
          ]}
        />
      </Box>
    </Panel>
  );
}

/** The owner's contact details, phone and email as links. */
export function OwnerContact({ project }: { project: Project }) {
  const { owner_name, owner_phone, owner_email } = project;
  return (
    <Panel title="Owner Contact">
      <DetailList
        columns={2}
        items={[
          { label: 'Owner Name', value: orDash(owner_name), wide: true },
          {
            label: 'Owner Phone',
            value: owner_phone ? (
              <Link href={`tel:${owner_phone.replace(/[^0-9+]/g, '')}`}>{owner_phone}</Link>
            ) : (
              '—'
            ),
            wide: true,
          },
          {
            label: 'Owner Email',
            value: owner_email ? <Link href={`mailto:${owner_email}`}>{owner_email}</Link> : '—',
            wide: true,
          },
        ]}
      />
    </Panel>
  );
}
