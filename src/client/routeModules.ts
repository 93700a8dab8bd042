import { moduleLoader } from './moduleLoader';

// The route screens' modules, loaded on first use. One place for each import(), shared by the route table
// (App.tsx) and the boot preload (routePreload.ts): a module asked for twice is fetched once, and a screen whose
// module the preload has already brought renders at once (lazyScreen.tsx).

export const loadLandingScreen = moduleLoader(() => import('./screens/landing/LandingScreen'));
export const loadLoginScreen = moduleLoader(() => import('./screens/login/LoginScreen'));
export const loadNotFoundScreen = moduleLoader(() => import('./screens/not-found/NotFoundScreen'));
export const loadProtectedRoute = moduleLoader(() => import('./screens/protected/ProtectedRoute'));
export const loadDashboardLayout = moduleLoader(() => import('./screens/dashboard/DashboardLayout'));
export const loadHomeScreen = moduleLoader(() => import('./screens/home/HomeScreen'));
export const loadAccountScreen = moduleLoader(() => import('./screens/account/AccountScreen'));
export const loadToolsScreen = moduleLoader(() => import('./screens/tools/ToolsScreen'));
export const loadProjectListScreen = moduleLoader(() => import('./screens/projects/ProjectListScreen'));
export const loadCreateProjectScreen = moduleLoader(() => import('./screens/projects/CreateProjectScreen'));
export const loadProjectDetailScreen = moduleLoader(() => import('./screens/projects/ProjectDetailScreen'));
export const loadProjectEditScreen = moduleLoader(() => import('./screens/projects/ProjectEditScreen'));
export const loadFloorDesignListScreen = moduleLoader(
  () => import('./screens/floordesigns/FloorDesignListScreen'),
);
export const loadFloorDesignEditorScreen = moduleLoader(
  () => import('./screens/floordesigns/FloorDesignEditorScreen'),
);
