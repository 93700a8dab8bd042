import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
