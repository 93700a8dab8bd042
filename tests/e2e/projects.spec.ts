import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL_ENV } from './e2eUser';
import { logInThroughForm } from './logInForm';

test.use({ baseURL: process.env[BASE_URL_ENV] });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpus = (name: string) => path.resolve(repoRoot, '../shared/corpus', name);
const PLAN_PDF = corpus('P04_barcelona_pavilion_plan_view.pdf');
const PLAN_DXF = corpus('A05_barcelona_pavilion_plan_AC1027.dxf');
const HOUSE_PDF = corpus('P05_house_dimensioned_plan_1to1.pdf');

/** An address no other test (or earlier run against the same data) uses. */
function uniqueAddress(street: string): string {
  return `${Math.floor(Math.random() * 9000) + 1000} ${street} ${Date.now().toString(36)}`;
}

/** The toast with this exact text (success toasts are role status, failures role alert). */
function toast(page: Page, text: string): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
}

interface NewProject {
  address: string;
  type?: string;
  status?: string;
}

/** Creates a project through the form and returns its id, read from the detail route it lands on. */
async function createProject(page: Page, project: NewProject): Promise<number> {
  await page.goto('/dashboard/projects');
  await page.getByRole('link', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/create$/);
  const form = page.getByRole('form', { name: 'Create project' });
  await form.getByLabel('Project Type').selectOption({ label: project.type ?? 'Single-Family Home' });
  if (project.status) await form.getByLabel('Status').selectOption({ label: project.status });
  await form.getByLabel('Project Address').fill(project.address);
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page, '✅ Project created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/projects\/\d+\/$/);
  await expect(page.getByRole('heading', { name: project.address })).toBeVisible();
  return Number(/\/projects\/(\d+)\//.exec(page.url())?.[1]);
}

/** The row of the table whose address link has this text. */
function projectRow(page: Page, address: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: address, exact: true }) });
}

/**
 * Types a search into the project list and waits for the server's answer to it and for the rows it brings: the
 * screen sends the search once typing pauses and shows no rows while it is out, so a row clicked before then
 * would be replaced under the pointer.
 */
async function searchProjects(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname.startsWith('/api/dashboard/projects/') && url.searchParams.get('search') === text.trim()
    );
  });
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(text);
  await answered;
  await expect(page.getByRole('table').first()).not.toHaveAttribute('aria-busy', 'true');
}

/** The names in the drawing pages table, top to bottom. */
async function pageNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Drawing pages' });
  const rows = table.getByRole('row');
  const names: string[] = [];
  // Header row first; each body row's second cell (after the drag handle) is the name.
  for (const row of (await rows.all()).slice(1))
    names.push((await row.getByRole('cell').nth(1).innerText()).trim());
  return names;
}

test.beforeEach(async ({ page }) => {
  await logInThroughForm(page);
});

test('a project is created through the form, found by search, opened and edited', async ({ page }) => {
  const address = uniqueAddress('Mies Avenue');
  await page.goto('/dashboard/projects/create');
  const form = page.getByRole('form', { name: 'Create project' });
  for (const section of ['Project Basics', 'Project Site Info', 'Owner Contact']) {
    await expect(form.getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'true');
  }
  await page.screenshot({ path: '/tmp/draftroom-e2e-create.png', fullPage: true });

  // Project Basics.
  await form.getByLabel('Project Type').selectOption({ label: 'Accessory Dwelling Unit' });
  await form.getByLabel('Status').selectOption({ label: 'In Review' });
  await form.getByLabel('Square Footage').fill('1850');
  await form.getByLabel('Bedrooms').fill('3');
  await form.getByLabel('Bathrooms').fill('2.5');
  await form.getByLabel('Budget (USD)').fill('185000');
  await form.getByLabel('Project Description').fill('A pavilion-inspired backyard unit.\nFlat roof.');
  // Project Site Info.
  await form.getByLabel('Project Address').fill(address);
  await form.getByLabel('APN (Parcel Number)').fill('123-456-789');
  await form.getByLabel('Zoning').selectOption({ label: 'Single-Family Residential' });
  await form.getByLabel('Lot Area (sq ft)').fill('6000');
  // Owner Contact.
  await form.getByLabel('Owner Name').fill('Lilly Reich');
  await form.getByLabel('Owner Phone').fill('+1 555 010 1929');
  await form.getByLabel('Owner Email').fill('lilly@example.com');

  // A collapsed section keeps its values: fold and unfold the owner section.
  const ownerToggle = form.getByRole('button', { name: 'Owner Contact' });
  await ownerToggle.click();
  await expect(ownerToggle).toHaveAttribute('aria-expanded', 'false');
  await ownerToggle.click();
  await expect(form.getByLabel('Owner Name')).toHaveValue('Lilly Reich');

  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page, '✅ Project created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/projects\/\d+\/$/);
  const detailUrl = page.url();

  // The detail screen shows what was entered, read back from the server.
  await expect(page.getByRole('heading', { name: address })).toBeVisible();
  await expect(page.getByText('Accessory Dwelling Unit').first()).toBeVisible();
  await expect(page.getByText('In Review').first()).toBeVisible();
  await expect(page.getByText('1,850').first()).toBeVisible();
  await expect(page.getByText('$185,000')).toBeVisible();
  await expect(page.getByText('123-456-789')).toBeVisible();
  await expect(page.getByText('Lilly Reich')).toBeVisible();
  await expect(page.getByText('lilly@example.com')).toBeVisible();

  // The list finds it by a piece of its address and by its status label.
  await page.goto('/dashboard/projects');
  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await expect(search).toHaveAttribute('placeholder', 'Search address or status...');
  await search.fill(address.split(' ').slice(1).join(' ').toLowerCase());
  const row = projectRow(page, address);
  await expect(row).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('cell', { name: 'Accessory Dwelling Unit' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'In Review' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '-', exact: true })).toBeVisible();

  await search.fill('in review');
  await expect(row).toBeVisible();
  await search.fill('no such address or status');
  await expect(page.getByText('No projects found.')).toBeVisible();
  await search.fill('In Review');

  await row.getByRole('link', { name: address }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/\d+$/);
  await expect(page.getByRole('heading', { name: address })).toBeVisible();

  // Edit: the form opens filled in, saves, and returns to the detail screen with the new values.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const edit = page.getByRole('form', { name: 'Edit project' });
  await expect(edit.getByLabel('Project Address')).toHaveValue(address);
  await expect(edit.getByLabel('Square Footage')).toHaveValue('1850');
  await expect(edit.getByLabel('Owner Email')).toHaveValue('lilly@example.com');
  await edit.getByLabel('Status').selectOption({ label: 'Accepted' });
  await edit.getByLabel('Bedrooms').fill('4');
  await edit.getByLabel('APN (Parcel Number)').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, '✅ Project updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${new URL(detailUrl).pathname.replace(/\/$/, '')}$`));
  await expect(page.getByText('Accepted').first()).toBeVisible();
  await expect(page.getByText('123-456-789')).toHaveCount(0);

  // And the list agrees after a fresh load.
  await page.goto('/dashboard/projects');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(address);
  await expect(projectRow(page, address).getByRole('cell', { name: 'Accepted' })).toBeVisible();
  await expect(projectRow(page, address).getByRole('cell', { name: '4', exact: true })).toBeVisible();
});

test('a PDF from the corpus is uploaded, previewed and deleted', async ({ page }) => {
  const address = uniqueAddress('Pavilion Way');
  await createProject(page, { address });

  const files = page.getByRole('table', { name: 'Uploaded files' });
  await expect(files.getByText('No files uploaded yet.')).toBeVisible();

  // A file whose bytes are not what its name says is refused, and the server's reason stays on screen.
  await page
    .getByLabel('File to upload')
    .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
  await expect(toast(page, 'Error uploading file.')).toBeVisible();
  const reason = page
    .getByRole('alert')
    .filter({ hasText: 'plan.pdf: File content does not match its type' });
  await expect(reason).toBeVisible();
  await expect(files.getByText('No files uploaded yet.')).toBeVisible();

  await page.getByLabel('File to upload').setInputFiles(PLAN_PDF);
  await expect(toast(page, '✅ File uploaded.')).toBeVisible();
  await expect(reason).toBeHidden();
  const fileName = path.basename(PLAN_PDF);
  const row = files.getByRole('row').filter({ hasText: fileName });
  await expect(row).toBeVisible();

  // The link opens the stored file itself.
  const href = await row.getByRole('link', { name: fileName }).getAttribute('href');
  expect(href).toBeTruthy();
  const served = await page.request.get(href as string);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('application/pdf');

  // Preview renders the PDF with pdf.js.
  await row.getByRole('button', { name: `Preview ${fileName}` }).click();
  const dialog = page.getByRole('dialog', { name: fileName });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Page 1 of 1')).toBeVisible({ timeout: 20_000 });
  const canvas = dialog.getByRole('region', { name: 'PDF page' }).locator('canvas');
  await expect
    .poll(
      () =>
        canvas.evaluate((element) => {
          const c = element as HTMLCanvasElement;
          if (c.width === 0 || c.height === 0) return 0;
          const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
          if (!data) return 0;
          // Dark pixels: lines of the plan drawn on the white page.
          let dark = 0;
          for (let i = 0; i < data.length; i += 4)
            if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 384) dark += 1;
          return dark;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(100);
  await page.screenshot({ path: '/tmp/draftroom-e2e-preview.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Delete: the confirm dialog first, Cancel keeps the file, Confirm removes it.
  await row.getByRole('button', { name: `Delete ${fileName}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete the selected file(s)?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${fileName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(files.getByText('No files uploaded yet.')).toBeVisible();

  // Gone on the server too: after a reload, and the file URL no longer serves it.
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Uploaded files' }).getByText('No files uploaded yet.'),
  ).toBeVisible();
  expect((await page.request.get(href as string)).status()).toBe(404);
});

test('drawing pages are added (DXF and PDF) and their new order persists', async ({ page }) => {
  const address = uniqueAddress('Barcelona Court');
  await createProject(page, { address });

  const addPage = page.getByRole('form', { name: 'Add page' });
  const addButton = addPage.getByRole('button', { name: 'Add Page' });
  const pageType = addPage.getByLabel('Page type');

  // After a reset the type is Floor Plan and the order 0; Add Page waits for a name, a type and a file.
  await expect(pageType).toHaveValue('floor');
  await expect(addPage.getByLabel('Order')).toHaveValue('0');
  await expect(addButton).toBeDisabled();
  await addPage.getByLabel('Page name').fill('Ground floor');
  await expect(addButton).toBeDisabled();
  await pageType.selectOption({ label: 'Select a type' });
  await addPage.getByLabel('Page file').setInputFiles(PLAN_DXF);
  await expect(addButton).toBeDisabled();
  await pageType.selectOption({ label: 'Floor Plan' });
  await expect(addButton).toBeEnabled();
  await addButton.click();
  await expect(toast(page, '✅ Page added.')).toBeVisible();

  const pages = page.getByRole('table', { name: 'Drawing pages' });
  const ground = pages.getByRole('row').filter({ hasText: 'Ground floor' });
  await expect(ground).toBeVisible();
  await expect(ground.getByRole('cell', { name: 'Floor Plan' })).toBeVisible();
  await expect(ground.getByRole('cell', { name: 'n/a' })).toBeVisible();
  await expect(ground.getByRole('link', { name: path.basename(PLAN_DXF) })).toBeVisible();
  // The form is reset for the next page.
  await expect(addPage.getByLabel('Page name')).toHaveValue('');
  await expect(pageType).toHaveValue('floor');
  await expect(addButton).toBeDisabled();

  await addPage.getByLabel('Page name').fill('Site plan');
  await pageType.selectOption({ label: 'Cover' });
  await addPage.getByLabel('Scale').fill('1:100');
  await addPage.getByLabel('Page file').setInputFiles(HOUSE_PDF);
  await addButton.click();
  await expect(pages.getByRole('row').filter({ hasText: 'Site plan' })).toBeVisible();
  await expect(
    pages.getByRole('row').filter({ hasText: 'Site plan' }).getByRole('cell', { name: '1:100' }),
  ).toBeVisible();
  await expect.poll(() => pageNames(page)).toEqual(['Ground floor', 'Site plan']);

  await page.screenshot({ path: '/tmp/draftroom-e2e-detail.png', fullPage: true });

  // Reorder with the accessible buttons; the server's order survives a reload.
  await pages.getByRole('button', { name: 'Move Site plan up' }).click();
  await expect.poll(() => pageNames(page)).toEqual(['Site plan', 'Ground floor']);
  await expect(pages.getByRole('button', { name: 'Move Site plan up' })).toBeDisabled();
  await page.reload();
  await expect.poll(() => pageNames(page)).toEqual(['Site plan', 'Ground floor']);
  const orders = page.getByRole('table', { name: 'Drawing pages' }).getByRole('row');
  await expect(orders.nth(1).getByRole('cell').nth(4)).toHaveText('0');
  await expect(orders.nth(2).getByRole('cell').nth(4)).toHaveText('1');

  // Drag and drop works too: Ground floor dragged onto the first row.
  const table = page.getByRole('table', { name: 'Drawing pages' });
  await table
    .getByRole('row')
    .filter({ hasText: 'Ground floor' })
    .dragTo(table.getByRole('row').filter({ hasText: 'Site plan' }));
  await expect.poll(() => pageNames(page)).toEqual(['Ground floor', 'Site plan']);
  await page.reload();
  await expect.poll(() => pageNames(page)).toEqual(['Ground floor', 'Site plan']);
});

test('a project is archived from the list, found in the archived view and unarchived', async ({ page }) => {
  const address = uniqueAddress('Archive Lane');
  await createProject(page, { address, status: 'Proposal Sent' });

  await page.goto('/dashboard/projects');
  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await expect(projectRow(page, address)).toBeVisible();
  await page.screenshot({ path: '/tmp/draftroom-e2e-list.png', fullPage: true });
  await searchProjects(page, address);
  const archive = page.getByRole('button', { name: 'Archive', exact: true });
  await expect(archive).toBeDisabled();
  const row = projectRow(page, address);
  await row.getByRole('checkbox').check();
  await expect(archive).toBeEnabled();
  await archive.click();
  await expect(row).toBeHidden();
  await expect(archive).toBeDisabled();
  await search.fill('');
  await expect(projectRow(page, address)).toHaveCount(0);

  await page.getByRole('button', { name: 'View Archived' }).click();
  await expect(page.getByRole('heading', { name: 'Archived Projects' })).toBeVisible();
  await searchProjects(page, 'proposal sent');
  const archivedRow = projectRow(page, address);
  await expect(archivedRow).toBeVisible();
  const unarchive = page.getByRole('button', { name: 'Unarchive', exact: true });
  await expect(unarchive).toBeDisabled();
  // Select-all selects the rows shown.
  await searchProjects(page, address);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(archivedRow.getByRole('checkbox')).toBeChecked();
  await unarchive.click();
  await expect(archivedRow).toBeHidden();
  await expect(unarchive).toBeDisabled();

  await page.getByRole('button', { name: 'Back to Project List' }).click();
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
  await search.fill(address);
  await expect(projectRow(page, address)).toBeVisible();

  // Still active after a reload: the server holds the state.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(address);
  await expect(projectRow(page, address)).toBeVisible();
});

test('generated metadata of a corpus DXF shows in its metadata panel, with the generated DXF linked', async ({
  page,
}) => {
  const address = uniqueAddress('Pavilion Metadata Road');
  await createProject(page, { address });
  await page.getByLabel('File to upload').setInputFiles(PLAN_DXF);
  await expect(toast(page, '✅ File uploaded.')).toBeVisible();
  const fileName = path.basename(PLAN_DXF);
  const files = page.getByRole('table', { name: 'Uploaded files' });
  const row = files.getByRole('row').filter({ hasText: fileName });
  // Nothing asked for yet: nothing to show.
  await expect(row.getByRole('button', { name: `Show metadata of ${fileName}` })).toBeDisabled();

  await row.getByRole('button', { name: `Generate metadata for ${fileName}` }).click();
  await expect(row.getByText(/Metadata: (Done|Failed)/)).toBeVisible({ timeout: 60_000 });
  if (await row.getByText(/Metadata: Failed/).isVisible()) {
    // Say why, from the stored job, rather than only that it failed.
    const projectId = /\/projects\/(\d+)/.exec(page.url())?.[1];
    const detail = (await (await page.request.get(`/api/dashboard/projects/${projectId}/`)).json()) as {
      uploaded_files: { file_name: string; processing_error: string | null }[];
    };
    const failed = detail.uploaded_files.find((file) => file.file_name === fileName);
    throw new Error(`Metadata generation failed: ${failed?.processing_error ?? 'no reason stored'}`);
  }
  const generated = row.getByRole('link', { name: `Generated DXF of ${fileName}` });
  await expect(generated).toBeVisible();
  const dxf = await page.request.get((await generated.getAttribute('href')) as string);
  expect(dxf.status()).toBe(200);
  expect((await dxf.text()).slice(0, 200)).toContain('SECTION');

  await row.getByRole('button', { name: `Show metadata of ${fileName}` }).click();
  const dialog = page.getByRole('dialog', { name: fileName });
  await expect(dialog.getByRole('tab', { name: 'Metadata' })).toHaveAttribute('aria-selected', 'true');
  // What the processing found in A05 (a plan in metres): its units, its layers and its rooms with areas.
  await expect(dialog.getByText('Metres ($INSUNITS 6)')).toBeVisible();
  const layers = dialog.getByRole('table', { name: 'Layers' });
  await expect(layers.getByRole('row').filter({ hasText: 'Roof' })).toBeVisible();
  await expect(layers.getByRole('row')).toHaveCount(12);
  await expect(layers.getByRole('row').nth(1).getByText('On', { exact: true })).toBeVisible();
  const rooms = dialog.getByRole('table', { name: 'Rooms' });
  await expect(rooms.getByRole('row')).toHaveCount(6);
  await expect(rooms.getByText(/^\d[\d,]*\.\d m² \([\d,]+\.\d sq ft\)$/).first()).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Entity counts' }).getByRole('row')).toHaveCount(4);
  await page.screenshot({ path: '/tmp/draftroom-e2e-metadata.png' });

  // The preview is the other tab of the same dialog: a DXF shows the mockup rendered from it.
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  await expect(dialog.getByText('Mockup rendered from the drawing')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeEnabled({ timeout: 15_000 });
  await expect(dialog.getByText('Unsupported file type for preview.')).toHaveCount(0);
});

test('the P05 sheet (43,756 × 49,081 pt) opens fitted whole in the preview', async ({ page }) => {
  // Drawing the 10% view of a 15 × 17 m sheet (at the 16.7 M pixel canvas cap) takes a while in software GL.
  test.setTimeout(150_000);
  const address = uniqueAddress('Full Sheet Street');
  await createProject(page, { address });
  await page.getByLabel('File to upload').setInputFiles(HOUSE_PDF);
  await expect(toast(page, '✅ File uploaded.')).toBeVisible();
  const fileName = path.basename(HOUSE_PDF);
  const row = page
    .getByRole('table', { name: 'Uploaded files' })
    .getByRole('row')
    .filter({ hasText: fileName });
  await row.getByRole('button', { name: `Preview ${fileName}` }).click();
  const dialog = page.getByRole('dialog', { name: fileName });
  await expect(dialog.getByText('Page 1 of 1')).toBeVisible({ timeout: 20_000 });
  const view = dialog.getByRole('region', { name: 'PDF page' });
  await expect(view).toBeVisible({ timeout: 20_000 });
  const level = dialog.getByLabel('Zoom level');
  // Below the buttons' 10% minimum: the only zoom at which the whole sheet fits.
  await expect(level).toHaveText(/^\d\.\d%$/);
  const fit = await view.evaluate((element) => {
    const canvas = element.querySelector('canvas') as HTMLCanvasElement;
    const box = canvas.getBoundingClientRect();
    const frame = element.getBoundingClientRect();
    return {
      inside:
        box.left >= frame.left &&
        box.right <= frame.right &&
        box.top >= frame.top &&
        box.bottom <= frame.bottom,
      scrolls: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      // The page fills the view's height (the sheet is taller than wide), not a corner of it.
      fillsHeight: box.height / element.clientHeight,
    };
  });
  expect(fit.inside).toBe(true);
  expect(fit.scrolls).toBe(false);
  expect(fit.fillsHeight).toBeGreaterThan(0.85);
  await expect(dialog.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/draftroom-e2e-p05-fit.png' });
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText('10%');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(level).toHaveText(/^\d\.\d%$/);
});
