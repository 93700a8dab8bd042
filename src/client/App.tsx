import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { DesignSystemProvider } from './ui/DesignSystemProvider';
import { lazyScreen } from './screens/common/lazyScreen';

const LandingScreen = lazyScreen(() => import('./screens/landing/LandingScreen'), 'LandingScreen', true);
const LoginScreen = lazyScreen(() => import('./screens/login/LoginScreen'), 'LoginScreen', true);
const NotFoundScreen = lazyScreen(() => import('./screens/not-found/NotFoundScreen'), 'NotFoundScreen', true);
const ProtectedRoute = lazyScreen(() => import('./screens/protected/ProtectedRoute'), 'ProtectedRoute', true);
const DashboardLayout = lazyScreen(
  () => import('./screens/dashboard/DashboardLayout'),
  'DashboardLayout',
  true,
);
const HomeScreen = lazyScreen(() => import('./screens/home/HomeScreen'), 'HomeScreen');
const AccountScreen = lazyScreen(() => import('./screens/account/AccountScreen'), 'AccountScreen');
const ToolsScreen = lazyScreen(() => import('./screens/tools/ToolsScreen'), 'ToolsScreen');
const ProjectListScreen = lazyScreen(
  () => import('./screens/projects/ProjectListScreen'),
  'ProjectListScreen',
);
const CreateProjectScreen = lazyScreen(
  () => import('./screens/projects/CreateProjectScreen'),
  'CreateProjectScreen',
);
const ProjectDetailScreen = lazyScreen(
  () => import('./screens/projects/ProjectDetailScreen'),
  'ProjectDetailScreen',
);
const ProjectEditScreen = lazyScreen(
  () => import('./screens/projects/ProjectEditScreen'),
  'ProjectEditScreen',
);
const FloorDesignListScreen = lazyScreen(
  () => import('./screens/floordesigns/FloorDesignListScreen'),
  'FloorDesignListScreen',
);
const FloorDesignEditorScreen = lazyScreen(
  () => import('./screens/floordesigns/FloorDesignEditorScreen'),
  'FloorDesignEditorScreen',
);

/**
 * The route table of spec section 2. Everything under /dashboard sits behind the session check and inside
 * the dashboard shell (the editor included); any other path, the public pages linked from the landing page
 * among them, is the not-found screen.
 */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <LandingScreen /> },
  { path: '/login', element: <LoginScreen /> },
  {
    element: <ProtectedRoute />,
    children: [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <HomeScreen /> },
          { path: 'home', element: <HomeScreen /> },
          { path: 'projects', element: <ProjectListScreen /> },
          { path: 'projects/create', element: <CreateProjectScreen /> },
          { path: 'projects/:projectId', element: <ProjectDetailScreen /> },
          { path: 'projects/:projectId/edit', element: <ProjectEditScreen /> },
          { path: 'floordesigns', element: <FloorDesignListScreen /> },
          { path: 'floordesigns/:designId', element: <FloorDesignEditorScreen /> },
          { path: 'tools', element: <ToolsScreen /> },
          { path: 'account', element: <AccountScreen /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundScreen /> },
];

/** The whole client: one jotai store, the design system's providers, and the router. */
export function App() {
  return (
    <JotaiProvider>
      <DesignSystemProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </DesignSystemProvider>
    </JotaiProvider>
  );
}

function AppRoutes() {
  return useRoutes(appRoutes);
}
