import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProjectDetailScreen } from '../../../src/client/screens/projects/ProjectDetailScreen';
import { uploadStateAtom } from '../../../src/client/state/projectDetail';
import type { DrawingPage } from '../../../src/contract/projects';
import type { createStore } from 'jotai';
import { api, closeToast, InDashboard, page, signedIn } from '../support';
import { metadataUploads } from './metadataFixtures';
import { bareProject, pages, project, projectApi } from './projectFixtures';

function ProjectDetailInDashboard() {
  return (
    <InDashboard path="/dashboard/projects/:projectId">
      <ProjectDetailScreen />
    </InDashboard>
  );
}

const P = '/api/dashboard/projects/:id';

const meta = {
  title: 'Screens/Projects/Project detail',
  component: ProjectDetailInDashboard,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard/projects/1',
    initStore: signedIn(),
    msw: { handlers: [api.organizations(), projectApi.project(), projectApi.mockup()] },
  },
} satisfies Meta<typeof ProjectDetailInDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: project.project_address });
  return canvas;
};

const tableNamed = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('table', { name }));

const rowNames = (canvasElement: HTMLElement) =>
  tableNamed(canvasElement, 'Drawing pages')
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);

const addPageForm = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'Add page' }));

const pdfFile = () => new File(['%PDF-1.4\n'], 'first-floor.pdf', { type: 'application/pdf' });

export const Loading: Story = {
  parameters: { msw: { handlers: [api.organizations(), projectApi.projectPending()] } },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent('Loading project...');
  },
};

/** Overview, owner contact, and every table with its data; scale "n/a" when empty; the Mockup column. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard/projects/1/edit',
    );
    await expect(canvas.getByText('Open Living Priority')).toBeVisible();
    await expect(canvas.getByText('$185,000')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );
    const pagesTable = tableNamed(canvasElement, 'Drawing pages');
    const cover = within(pagesTable.getByText('Cover sheet').closest('tr') as HTMLElement);
    await expect(cover.getByText('n/a')).toBeVisible();
    await expect(cover.getByText('Cover')).toBeVisible();
    await expect(pagesTable.getByText('1/4" = 1\'-0"')).toBeVisible();
    const files = tableNamed(canvasElement, 'Uploaded files');
    await expect(files.getByRole('columnheader', { name: 'Mockup' })).toBeVisible();
    await expect(files.getByRole('link', { name: 'Mockup of site-survey.pdf' })).toHaveAttribute(
      'href',
      '/files/uploads/31/mockup.png',
    );
    const json = within(files.getByText('rooms.json').closest('tr') as HTMLElement);
    await expect(json.getByText('—')).toBeVisible();
    const revisions = tableNamed(canvasElement, 'Proposed DXF revisions');
    await expect(revisions.getByText('Revision 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Selected' })).toBeDisabled();
  },
};

/** A new project: empty tables say so, empty fields show a dash. */
export const Empty: Story = {
  parameters: {
    route: `/dashboard/projects/${bareProject.id}`,
    msw: { handlers: [api.organizations(), projectApi.project(bareProject)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: bareProject.project_address });
    await expect(canvas.getByText('No drawing pages yet. Add the first one below.')).toBeVisible();
    await expect(canvas.getByText('No files uploaded yet.')).toBeVisible();
    await expect(canvas.getByText('No DXF revisions yet.')).toBeVisible();
    await expect(canvas.getByText('Not generated yet.')).toBeVisible();
    // No program yet: layouts cannot be generated, and the panel says what to add.
    const layouts = within(canvas.getByRole('region', { name: 'Layouts' }));
    await expect(layouts.getByRole('button', { name: 'Generate layouts' })).toBeDisabled();
    await expect(
      layouts.getByText('Add square footage, bedrooms and bathrooms to generate layouts.'),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [api.organizations(), projectApi.projectMissing()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Project not found.')).toBeVisible();
  },
};

/** Add Page is enabled only once name, page type and file are all set; type floor and order 0 by default. */
export const AddPageEnablement: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const form = addPageForm(canvasElement);
    const add = form.getByRole('button', { name: 'Add Page' });
    await expect(form.getByLabelText('Page type')).toHaveValue('floor');
    await expect(form.getByLabelText('Order')).toHaveValue(0);
    await expect(form.getByLabelText('Page file')).toHaveAttribute('accept', '.pdf,.dxf');
    await expect(add).toBeDisabled();
    await userEvent.type(form.getByLabelText('Page name'), 'First floor');
    await expect(add).toBeDisabled();
    await userEvent.upload(form.getByLabelText('Page file'), pdfFile());
    await expect(form.getByText('first-floor.pdf')).toBeVisible();
    await expect(add).toBeEnabled();
    await userEvent.selectOptions(form.getByLabelText('Page type'), '');
    await expect(add).toBeDisabled();
    await userEvent.selectOptions(form.getByLabelText('Page type'), 'electrical');
    await expect(add).toBeEnabled();
  },
};

/** A page is added: it joins the table in order and the form resets to floor / 0. */
export const AddPageSucceeds: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.project(),
        projectApi.mockup(),
        http.post(`${P}/drawing_pages/`, async ({ request }) => {
          const body = await request.formData();
          const file = body.get('file') as File;
          const added: DrawingPage = {
            id: 24,
            name: String(body.get('name')),
            page_type: 'electrical',
            scale: null,
            order: Number(body.get('order')),
            file: `/files/pages/24/${file.name}`,
            file_name: file.name,
            content_type: 'application/pdf',
          };
          return HttpResponse.json({ success: true, page: added });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const form = addPageForm(canvasElement);
    await userEvent.type(form.getByLabelText('Page name'), 'Electrical plan');
    await userEvent.selectOptions(form.getByLabelText('Page type'), 'electrical');
    await userEvent.clear(form.getByLabelText('Order'));
    await userEvent.type(form.getByLabelText('Order'), '5');
    await userEvent.upload(form.getByLabelText('Page file'), pdfFile());
    await userEvent.click(form.getByRole('button', { name: 'Add Page' }));
    await expect(await page(canvasElement).findByText('✅ Page added.')).toBeVisible();
    await expect(rowNames(canvasElement)).toEqual([
      'Cover sheet',
      'Ground floor',
      'South elevation',
      'Electrical plan',
    ]);
    await expect(form.getByLabelText('Page name')).toHaveValue('');
    await expect(form.getByLabelText('Page type')).toHaveValue('floor');
    await expect(form.getByLabelText('Order')).toHaveValue(0);
    await expect(form.getByRole('button', { name: 'Add Page' })).toBeDisabled();
    await closeToast(canvasElement, '✅ Page added.');
  },
};

const addPageWith = (answer: () => Response) => ({
  msw: {
    handlers: [
      api.organizations(),
      projectApi.project(),
      projectApi.mockup(),
      http.post(`${P}/drawing_pages/`, answer),
    ],
  },
});

const submitPage = async (canvasElement: HTMLElement) => {
  await ready(canvasElement);
  const form = addPageForm(canvasElement);
  await userEvent.type(form.getByLabelText('Page name'), 'First floor');
  await userEvent.upload(form.getByLabelText('Page file'), pdfFile());
  await userEvent.click(form.getByRole('button', { name: 'Add Page' }));
  return form;
};

/** The server refuses (4xx): "Failed to create page", and its reason under the form. */
export const AddPageRefused: Story = {
  parameters: addPageWith(() =>
    HttpResponse.json(
      {
        success: false,
        error: 'file: must be a PDF or DXF file',
        errors: { file: ['must be a PDF or DXF file'] },
      },
      { status: 400 },
    ),
  ),
  play: async ({ canvasElement }) => {
    const form = await submitPage(canvasElement);
    await expect(await page(canvasElement).findByText('Failed to create page')).toBeVisible();
    await expect(form.getByText('file: must be a PDF or DXF file')).toBeVisible();
    await closeToast(canvasElement, 'Failed to create page');
  },
};

/** The request fails (5xx or network): "Error creating page"; the form keeps its values. */
export const AddPageServerError: Story = {
  parameters: addPageWith(projectApi.serverError),
  play: async ({ canvasElement }) => {
    const form = await submitPage(canvasElement);
    await expect(await page(canvasElement).findByText('Error creating page')).toBeVisible();
    await expect(form.getByLabelText('Page name')).toHaveValue('First floor');
    await closeToast(canvasElement, 'Error creating page');
  },
};

let rearranged: unknown = null;

/** Moving a page calls rearrange with the new orders, and the table follows. */
export const ReorderPages: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.project(),
        projectApi.mockup(),
        http.post(`${P}/drawing_pages/rearrange/`, async ({ request }) => {
          rearranged = await request.json();
          return HttpResponse.json({ success: true, drawing_pages: [] });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    rearranged = null;
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move Cover sheet up' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Cover sheet down' }));
    await expect(rowNames(canvasElement)).toEqual(['Ground floor', 'Cover sheet', 'South elevation']);
    await waitFor(() =>
      expect(rearranged).toEqual({
        order: [
          { id: 22, order: 0 },
          { id: 21, order: 1 },
          { id: 23, order: 2 },
        ],
      }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move South elevation up' })).toBeEnabled(),
    );
  },
};

/** The server refuses the new order: the table goes back to what it was. */
export const ReorderRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.project(),
        projectApi.mockup(),
        http.post(`${P}/drawing_pages/rearrange/`, () =>
          HttpResponse.json({ success: false, error: 'order: must not list a page twice' }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move South elevation up' }));
    await expect(
      await page(canvasElement).findByText('❌ The new page order could not be saved.'),
    ).toBeVisible();
    await expect(rowNames(canvasElement)).toEqual(pages.map((item) => item.name));
    await closeToast(canvasElement, '❌ The new page order could not be saved.');
  },
};

/** Deleting a page asks first; Confirm removes it. */
export const DeletePage: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.project(),
        projectApi.mockup(),
        http.post(`${P}/drawing_pages/:pageId/delete/`, () => HttpResponse.json({ success: true })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete page Ground floor' }));
    const dialog = within(await page(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByText('Are you sure you want to delete this drawing page?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Cover sheet', 'South elevation']));
  },
};

/** Deleting a DXF revision that the server fails to delete keeps it and says so. */
export const DeleteRevisionFails: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.project(),
        projectApi.mockup(),
        http.post('/api/dashboard/projects/proposed_dxf/revision/:id/delete/', projectApi.serverError),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete revision 1' }));
    const dialog = within(await page(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByText('Are you sure you want to delete this DXF revision?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await page(canvasElement).findByText('Error deleting DXF revision.')).toBeVisible();
    await expect(tableNamed(canvasElement, 'Proposed DXF revisions').getByText('Revision 1')).toBeVisible();
    await closeToast(canvasElement, 'Error deleting DXF revision.');
  },
};

/** Selected files are deleted after confirmation; a failure says "Error deleting file(s).". */
export const DeleteFilesFails: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.project(),
        projectApi.mockup(),
        http.post(`${P}/uploads/:uploadId/delete/`, ({ params }) =>
          params.uploadId === '32' ? projectApi.serverError() : HttpResponse.json({ success: true }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const files = tableNamed(canvasElement, 'Uploaded files');
    await userEvent.click(files.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Selected' }));
    const dialog = within(await page(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByText('Are you sure you want to delete the selected file(s)?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await page(canvasElement).findByText('Error deleting file(s).')).toBeVisible();
    await expect(files.queryByText('site-survey.pdf')).toBeNull();
    await expect(files.getByText('rooms.json')).toBeVisible();
    await closeToast(canvasElement, 'Error deleting file(s).');
  },
};

/** Preview opens the file preview modal for that file. */
export const PreviewFile: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.project(),
        projectApi.mockup(),
        http.get('/files/uploads/32/rooms.json', () =>
          HttpResponse.json({ rooms: [{ name: 'Kitchen', area: 142.5 }] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview rooms.json' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'rooms.json' }));
    await expect(await dialog.findByText(/"Kitchen"/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/files/uploads/32/rooms.json',
    );
  },
};

/** An upload in progress shows its progress bar and disables the upload button. */
export const UploadInProgress: Story = {
  parameters: {
    initStore: (store: ReturnType<typeof createStore>) => {
      signedIn()(store);
      store.set(uploadStateAtom, { fileName: 'site-plan.pdf', percent: 42 });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading site-plan.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload File' })).toBeDisabled();
  },
};

const withUpload = (answer: () => Response) => ({
  route: `/dashboard/projects/${bareProject.id}`,
  msw: {
    handlers: [api.organizations(), projectApi.project(bareProject), http.post(`${P}/upload/`, answer)],
  },
});

/** The server takes the file: the table lists it after the refetch. */
export const UploadSucceeds: Story = {
  parameters: {
    route: `/dashboard/projects/${bareProject.id}`,
    msw: {
      handlers: [
        api.organizations(),
        http.get(`${P}/`, () =>
          HttpResponse.json(
            uploaded ? { ...bareProject, uploaded_files: project.uploaded_files.slice(1) } : bareProject,
          ),
        ),
        http.post(`${P}/upload/`, () => {
          uploaded = true;
          return HttpResponse.json({ success: true, upload: project.uploaded_files[1] });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    uploaded = false;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: bareProject.project_address });
    const input = canvas.getByLabelText('File to upload');
    await expect(input).toHaveAttribute('accept', '.pdf,.dxf,.png,.jpg,.jpeg,.json');
    await userEvent.upload(input, new File(['{"rooms":[]}'], 'rooms.json', { type: 'application/json' }));
    await expect(await page(canvasElement).findByText('✅ File uploaded.')).toBeVisible();
    await expect(await tableNamed(canvasElement, 'Uploaded files').findByText('rooms.json')).toBeVisible();
    await closeToast(canvasElement, '✅ File uploaded.');
  },
};
let uploaded = false;

/** The server refuses the file: "Error uploading file.". */
export const UploadFails: Story = {
  parameters: withUpload(() =>
    HttpResponse.json({ success: false, error: 'File is larger than 50 MB.' }, { status: 413 }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: bareProject.project_address });
    await userEvent.upload(canvas.getByLabelText('File to upload'), pdfFile());
    await expect(await page(canvasElement).findByText('Error uploading file.')).toBeVisible();
    await expect(canvas.getByText('No files uploaded yet.')).toBeVisible();
    await closeToast(canvasElement, 'Error uploading file.');
  },
};

const withGeneration = (path: string, answer: () => Response) => ({
  msw: {
    handlers: [api.organizations(), projectApi.project(), projectApi.mockup(), http.post(path, answer)],
  },
});

/** Metadata generation refused (501 until processing lands): the spec's failure text. */
export const GenerateMetadataFails: Story = {
  parameters: withGeneration(`${P}/uploads/:uploadId/generate/`, () =>
    HttpResponse.json(
      { success: false, error: 'Metadata generation is not available yet.' },
      { status: 501 },
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate metadata for site-survey.pdf' }));
    await expect(
      await page(canvasElement).findByText('❌ Failed: Failed to generate metadata'),
    ).toBeVisible();
    await closeToast(canvasElement, '❌ Failed: Failed to generate metadata');
  },
};

/** Metadata generation succeeds: the success text (the screen refreshes 2 s later). */
export const GenerateMetadataSucceeds: Story = {
  parameters: withGeneration(`${P}/uploads/:uploadId/generate/`, () =>
    HttpResponse.json({ success: true, upload: project.uploaded_files[0] }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate metadata for site-survey.pdf' }));
    await expect(await page(canvasElement).findByText('✅ Metadata generated.')).toBeVisible();
    await closeToast(canvasElement, '✅ Metadata generated.');
  },
};

/** Master plan refused with a reason: "❌ Failed: " and the server's error. */
export const MasterPlanFails: Story = {
  parameters: withGeneration(`${P}/generate_master_plan_pdf/`, () =>
    HttpResponse.json({ success: false, error: 'The project has no drawing pages.' }, { status: 501 }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Master Plan PDF' }));
    const text = '❌ Failed: The project has no drawing pages.';
    await expect(await page(canvasElement).findByText(text)).toBeVisible();
    await closeToast(canvasElement, text);
  },
};

/** No answer from the server: "❌ Server error. See console.". */
export const MasterPlanNetworkError: Story = {
  parameters: withGeneration(`${P}/generate_master_plan_pdf/`, () => HttpResponse.error()),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Master Plan PDF' }));
    await expect(await page(canvasElement).findByText('❌ Server error. See console.')).toBeVisible();
    await closeToast(canvasElement, '❌ Server error. See console.');
  },
};

/** Master plan generated: the link to it appears (and stays after the refresh 2 s later). */
export const MasterPlanSucceeds: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.mockup(),
        http.get(`${P}/`, () =>
          HttpResponse.json({ ...project, master_pdf_url: generated ? MASTER_PDF : null }),
        ),
        http.post(`${P}/generate_master_plan_pdf/`, () => {
          generated = true;
          return HttpResponse.json({ success: true, master_pdf_url: MASTER_PDF });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    generated = false;
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText('Not generated yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Master Plan PDF' }));
    await expect(await page(canvasElement).findByText('✅ Master plan PDF generated.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open master plan PDF' })).toHaveAttribute(
      'href',
      MASTER_PDF,
    );
    await closeToast(canvasElement, '✅ Master plan PDF generated.');
  },
};
const MASTER_PDF = '/files/projects/1/master-plan.pdf';
let generated = false;

const withMetadata = { ...project, uploaded_files: [metadataUploads.dxf, ...project.uploaded_files] };

/** An upload with metadata: its row links the generated DXF, and the metadata opens as a tab of the preview. */
export const MetadataPanel: Story = {
  parameters: {
    msw: { handlers: [api.organizations(), projectApi.project(withMetadata), projectApi.mockup()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const files = tableNamed(canvasElement, 'Uploaded files');
    await expect(files.getByRole('link', { name: 'Generated DXF of ground-floor.dxf' })).toHaveAttribute(
      'href',
      '/files/generated/51/ground-floor.dxf',
    );
    // A file whose metadata was never asked for has nothing to show yet.
    await expect(canvas.getByRole('button', { name: 'Show metadata of rooms.json' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Show metadata of ground-floor.dxf' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'ground-floor.dxf' }));
    await expect(dialog.getByRole('tab', { name: 'Metadata' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText('Millimetres ($INSUNITS 4)')).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Rooms' })).toBeVisible();
    await expect(dialog.getByText('2 warnings')).toBeVisible();
  },
};

/** A queued job can be cancelled from its row: the cancel call, a message, and the row's new state. */
export const CancelMetadataJob: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.mockup(),
        http.get(`${P}/`, () =>
          HttpResponse.json({
            ...project,
            uploaded_files: [
              {
                ...project.uploaded_files[0],
                processing_status: cancelState.cancelled ? 'failed' : 'queued',
                processing_error: cancelState.cancelled ? 'Cancelled by the user.' : null,
              },
              project.uploaded_files[1],
            ],
          }),
        ),
        http.post(`${P}/uploads/:uploadId/cancel/`, ({ params }) => {
          cancelState.cancelled = params.uploadId === '31';
          return HttpResponse.json({ success: true });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    cancelState.cancelled = false;
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText(/Metadata: Queued/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Generate metadata for site-survey.pdf' })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel metadata generation for site-survey.pdf' }),
    );
    await expect(await page(canvasElement).findByText('Metadata generation cancelled.')).toBeVisible();
    await expect(await canvas.findByText(/Metadata: Failed/)).toBeVisible();
    await expect(cancelState.cancelled).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Generate metadata for site-survey.pdf' })).toBeEnabled();
    await closeToast(canvasElement, 'Metadata generation cancelled.');
  },
};
const cancelState = { cancelled: false };

/** Open in editor on a drawing page: the drawing becomes a floor design and the editor opens on it. */
export const OpenPageInEditor: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.project(),
        projectApi.mockup(),
        http.post(`${P}/drawing_pages/:pageId/open_in_editor/`, () =>
          HttpResponse.json({ success: true, floor_design_id: 42 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Ground floor in the editor' }));
    await expect(
      await page(canvasElement).findByText('Floor design created from the drawing.'),
    ).toBeVisible();
  },
};

/** A drawing the server cannot open: its reason is the message, and the row can be tried again. */
export const OpenInEditorRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        api.organizations(),
        projectApi.project(),
        projectApi.mockup(),
        http.post(`${P}/uploads/:uploadId/open_in_editor/`, () =>
          HttpResponse.json(
            {
              success: false,
              error:
                'The drawing cannot be opened: The drawing makes 61,234 elements; a page holds at most 50,000',
            },
            { status: 413 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open site-survey.pdf in the editor' });
    await userEvent.click(button);
    await expect(
      await page(canvasElement).findByText(
        'The drawing cannot be opened: The drawing makes 61,234 elements; a page holds at most 50,000',
      ),
    ).toBeVisible();
    await waitFor(() => expect(button).toBeEnabled());
    // The JSON upload is no drawing: it has no such action.
    await expect(canvas.queryByRole('button', { name: 'Open rooms.json in the editor' })).toBeNull();
  },
};
