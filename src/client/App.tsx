import { Provider as JotaiProvider, type createStore } from 'jotai';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { DesignSystemProvider } from './ui/DesignSystemProvider';
import { lazyScreen } from './screens/common/lazyScreen';
import {
  loadAccountScreen,
  loadCreateProjectScreen,
  loadDashboardLayout,
  loadFloorDesignEditorScreen,
  loadFloorDesignListScreen,
  loadHomeScreen,
  loadLandingScreen,
  loadLoginScreen,
  loadNotFoundScreen,
  loadProjectDetailScreen,
  loadProjectEditScreen,
  loadProjectListScreen,
  loadProtectedRoute,
  loadToolsScreen,
} from './routeModules';

const LandingScreen = lazyScreen(loadLandingScreen, 'LandingScreen', true);
const LoginScreen = lazyScreen(loadLoginScreen, 'LoginScreen', true);
const NotFoundScreen = lazyScreen(loadNotFoundScreen, 'NotFoundScreen', true);
const ProtectedRoute = lazyScreen(loadProtectedRoute, 'ProtectedRoute', true);
const DashboardLayout = lazyScreen(loadDashboardLayout, 'DashboardLayout', true);
const HomeScreen = lazyScreen(loadHomeScreen, 'HomeScreen');
const AccountScreen = lazyScreen(loadAccountScreen, 'AccountScreen');
const ToolsScreen = lazyScreen(loadToolsScreen, 'ToolsScreen');
const ProjectListScreen = lazyScreen(loadProjectListScreen, 'ProjectListScreen');
const CreateProjectScreen = lazyScreen(loadCreateProjectScreen, 'CreateProjectScreen');
const ProjectDetailScreen = lazyScreen(loadProjectDetailScreen, 'ProjectDetailScreen');
const ProjectEditScreen = lazyScreen(loadProjectEditScreen, 'ProjectEditScreen');
const FloorDesignListScreen = lazyScreen(loadFloorDesignListScreen, 'FloorDesignListScreen');
const FloorDesignEditorScreen = lazyScreen(loadFloorDesignEditorScreen, 'FloorDesignEditorScreen');

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

/**
 * The whole client: one jotai store (the one the app's start primed with the first screen's data, or a new
 * one), the design system's providers, and the router.
 */
export function App({ store }: { store?: ReturnType<typeof createStore> }) {
  return (
    <JotaiProvider store={store}>
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
