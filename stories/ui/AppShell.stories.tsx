import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouterLink } from '../../src/client/screens/common/RouterLink';
import { AppShell } from '../../src/client/ui/AppShell';
import {
  Card,
  CardContent,
  Grid,
  Link,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
} from '../../src/client/ui/primitives';
import { FOOTER_HEIGHT, HEADER_HEIGHT, SIDEBAR_WIDTH } from '../../src/client/ui/theme';

const sidebar = (
  <List dense>
    <ListSubheader>Dashboard</ListSubheader>
    {['Home', 'Projects', 'Floor Design'].map((label) => (
      <ListItemButton key={label}>
        <ListItemText primary={label} />
      </ListItemButton>
    ))}
    <ListSubheader>Account</ListSubheader>
    <ListItemButton>
      <ListItemText primary="Account Settings" />
    </ListItemButton>
  </List>
);

const meta = {
  title: 'Design system/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Drafting Floor Plans and Design',
    headerRight: (
      <>
        <Typography>Welcome, Ada</Typography>
        <Link component="button" color="inherit">
          Logout
        </Link>
      </>
    ),
    sidebar,
    footer: <Typography variant="body2">© Draftroom</Typography>,
    children: (
      <Grid container spacing={2}>
        {Array.from({ length: 9 }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card>
              <CardContent>
                <Typography variant="h6">New Feature #{index + 1}</Typography>
                <Typography color="text.secondary">Coming soon...</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's frame: header and footer 60 px high, sidebar 220 px wide. */
export const WithContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    const sidebarNav = canvas.getByRole('navigation', { name: 'Sidebar' });
    const footer = canvas.getByRole('contentinfo');
    await expect(header.getBoundingClientRect().height).toBe(HEADER_HEIGHT);
    await expect(sidebarNav.getBoundingClientRect().width).toBe(SIDEBAR_WIDTH);
    await expect(footer.getBoundingClientRect().height).toBe(FOOTER_HEIGHT);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Drafting Floor Plans and Design',
    );
  },
};

/** Long content scrolls inside the main area; the header and sidebar stay put. */
export const MainAreaScrolls: Story = {
  args: {
    children: (
      <>
        {Array.from({ length: 60 }, (_, index) => (
          <Typography key={index}>Line {index + 1}</Typography>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main.scrollHeight).toBeGreaterThan(main.clientHeight);
    main.scrollTop = main.scrollHeight;
    await expect(within(canvasElement).getByRole('banner').getBoundingClientRect().top).toBe(0);
  },
};

export const WithoutFooter: Story = {
  args: { footer: undefined },
};

/** The sidebar as the app builds it: links that navigate (client-side) rather than plain buttons. */
const linkSidebar = (
  <List dense>
    <ListSubheader>Dashboard</ListSubheader>
    {[
      ['Home', '/dashboard'],
      ['Projects', '/dashboard/projects'],
      ['Floor Design', '/dashboard/floordesigns'],
    ].map(([label, to]) => (
      <ListItemButton key={label} component={RouterLink} to={to ?? '/'}>
        <ListItemText primary={label} />
      </ListItemButton>
    ))}
  </List>
);

const PHONE_WIDTH = 390;

/**
 * A 390 px wide phone. The frame is narrowed by the story because the shell adapts to its own width (the
 * pipeline's window is 1280 × 800); the content is one column, as the screens' grids are on a phone.
 */
const phone = {
  args: {
    sidebar: linkSidebar,
    children: (
      <Grid container spacing={2}>
        {Array.from({ length: 3 }, (_, index) => (
          <Grid key={index} size={12}>
            <Card>
              <CardContent>
                <Typography variant="h6">New Feature #{index + 1}</Typography>
                <Typography color="text.secondary">Coming soon...</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: PHONE_WIDTH, boxShadow: '1px 0 0 #d9dee5' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Story;

/** On a phone the sidebar waits behind the menu button and the title gives way to the name and Logout. */
export const Phone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    // The shell measures its own width after the first layout (the story's frame is wider than the phone): under
    // a loaded test run that measure can come a frame late.
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Sidebar' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(header.getBoundingClientRect().height).toBe(HEADER_HEIGHT);
    await expect(canvas.getByRole('contentinfo').getBoundingClientRect().height).toBe(FOOTER_HEIGHT);
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBe(PHONE_WIDTH);
    // Nothing in the header runs past the phone's edge; the title is the part that is cut short.
    for (const item of [canvas.getByText('Welcome, Ada'), canvas.getByRole('button', { name: 'Logout' })]) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    }
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
  },
};

/** The menu button opens the sidebar as a drawer; following one of its links closes it. */
export const PhoneDrawerOpen: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const menu = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(menu);
    const drawer = await page.findByRole('navigation', { name: 'Sidebar' });
    await expect(drawer.getBoundingClientRect().width).toBe(SIDEBAR_WIDTH);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Projects' }));
    await waitFor(() => expect(page.queryByRole('navigation', { name: 'Sidebar' })).toBeNull());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Opened again and left open for the screenshot.
    await userEvent.click(menu);
    await expect(await page.findByRole('link', { name: 'Floor Design' })).toBeVisible();
  },
};
