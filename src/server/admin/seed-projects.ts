import type { NewProject } from '../db/projects-repository';
import type { SeedStep } from './seed-demo';

type DemoProject = Omit<NewProject, 'ownerId' | 'organization_id'> & {
  inOrganization: boolean;
  archived: boolean;
};

/** A few realistic projects in different states; addresses are the idempotency key. */
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    inOrganization: true,
    archived: false,
    project_type: 'ADU',
    status: 'in_progress',
    project_address: '1420 SE Maple Avenue, Portland, OR 97214',
    square_footage: 640,
    num_bedrooms: 1,
    num_bathrooms: 1,
    num_car_garage: 0,
    layout_style: 'open_living',
    story: 1,
    budget: 185000,
    project_description: 'Detached backyard ADU behind a 1920s bungalow, for a rental unit.',
    additional_requirements: 'Keep the existing cherry tree; heat pump; step-free entry.',
    apn: 'R123456',
    zoning: 'single_family',
    occupancy: 'R-3',
    construction_type: 'V-B',
    lot_area: 5000,
    living_space: 1450,
    owner_name: 'Dana Whitfield',
    owner_phone: '+1 503 555 0142',
    owner_email: 'dana.whitfield@example.com',
  },
  {
    inOrganization: true,
    archived: false,
    project_type: 'MultiUnit',
    status: 'in_review',
    project_address: '2300 Market Street, San Francisco, CA 94114',
    square_footage: 7800,
    num_bedrooms: 12,
    num_bathrooms: 8,
    num_car_garage: 4,
    layout_style: 'maximize_bedrooms',
    story: 4,
    budget: 3400000,
    zoning: 'mixed_use',
    occupancy: 'R-2',
    owner_name: 'Castro Street Holdings LLC',
    owner_email: 'projects@castro-holdings.example.com',
  },
  {
    inOrganization: false,
    archived: false,
    project_type: 'SingleFamily',
    status: 'proposal_sent',
    project_address: '88 Harbor View Road, Sausalito, CA 94965',
    square_footage: 2650,
    num_bedrooms: 4,
    num_bathrooms: 3.5,
    num_car_garage: 2,
    layout_style: 'standard',
    story: 2,
    budget: 1250000,
    zoning: 'single_family',
    owner_name: 'Miguel Serrano',
    owner_phone: '(415) 555-0199',
  },
  {
    inOrganization: false,
    archived: true,
    project_type: 'Landscape',
    status: 'delivered',
    project_address: '17 Old Mill Lane, Hudson, NY 12534',
    lot_area: 43560,
    budget: 60000,
    zoning: 'other',
    project_description: 'Terraced garden and stone retaining walls.',
  },
];

/** The demo user's projects, the first two in the demo organization, one archived. */
export const seedDemoProjects: SeedStep = async ({ repos, demoUserId, demoOrganizationId }) => {
  let created = 0;
  for (const { inOrganization, archived, ...fields } of DEMO_PROJECTS) {
    if (await repos.projects.findOwnedByAddress(demoUserId, fields.project_address)) continue;
    const id = await repos.projects.create({
      ...fields,
      ownerId: demoUserId,
      organization_id: inOrganization ? demoOrganizationId : undefined,
    });
    if (archived) await repos.projects.setArchived(id, true);
    created++;
  }
  return created > 0 ? `Created ${created} demo project${created === 1 ? '' : 's'}` : null;
};
