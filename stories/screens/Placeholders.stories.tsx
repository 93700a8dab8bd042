import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FloorDesignEditorScreen } from '../../src/client/screens/floordesigns/FloorDesignEditorScreen';
import { FloorDesignListScreen } from '../../src/client/screens/floordesigns/FloorDesignListScreen';
import { CreateProjectScreen } from '../../src/client/screens/projects/CreateProjectScreen';
import { ProjectDetailScreen } from '../../src/client/screens/projects/ProjectDetailScreen';
import { ProjectEditScreen } from '../../src/client/screens/projects/ProjectEditScreen';
import { ProjectListScreen } from '../../src/client/screens/projects/ProjectListScreen';
import { ToolsScreen } from '../../src/client/screens/tools/ToolsScreen';

// The screens that later releases fill in; until then each says what will live there.
const meta = {
  title: 'Screens/Placeholders',
  component: ProjectListScreen,
  parameters: { route: '/dashboard/projects', routePath: '/dashboard/projects' },
} satisfies Meta<typeof ProjectListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).getByRole('heading', { level: 2 });

export const Projects: Story = {
  play: async ({ canvasElement }) => expect(heading(canvasElement)).toHaveTextContent('Projects'),
};

export const CreateProject: Story = {
  render: () => <CreateProjectScreen />,
  parameters: { route: '/dashboard/projects/create', routePath: '/dashboard/projects/create' },
  play: async ({ canvasElement }) => expect(heading(canvasElement)).toHaveTextContent('Create project'),
};

export const ProjectDetail: Story = {
  render: () => <ProjectDetailScreen />,
  parameters: { route: '/dashboard/projects/42', routePath: '/dashboard/projects/:projectId' },
  play: async ({ canvasElement }) => expect(heading(canvasElement)).toHaveTextContent('Project 42'),
};

export const ProjectEdit: Story = {
  render: () => <ProjectEditScreen />,
  parameters: { route: '/dashboard/projects/42/edit', routePath: '/dashboard/projects/:projectId/edit' },
  play: async ({ canvasElement }) => expect(heading(canvasElement)).toHaveTextContent('Edit project 42'),
};

export const FloorDesigns: Story = {
  render: () => <FloorDesignListScreen />,
  parameters: { route: '/dashboard/floordesigns', routePath: '/dashboard/floordesigns' },
  play: async ({ canvasElement }) => expect(heading(canvasElement)).toHaveTextContent('Floor Designs'),
};

export const FloorDesignEditor: Story = {
  render: () => <FloorDesignEditorScreen />,
  parameters: { route: '/dashboard/floordesigns/7', routePath: '/dashboard/floordesigns/:designId' },
  play: async ({ canvasElement }) => expect(heading(canvasElement)).toHaveTextContent('Floor design 7'),
};

export const Tools: Story = {
  render: () => <ToolsScreen />,
  parameters: { route: '/dashboard/tools', routePath: '/dashboard/tools' },
  play: async ({ canvasElement }) => expect(heading(canvasElement)).toHaveTextContent('Tools'),
};
