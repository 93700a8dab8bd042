// The route screens' modules, loaded on first use. One place for each import(), shared by the route table
// (App.tsx) and the boot preload (routePreload.ts): a module asked for twice is fetched once.

export const loadLandingScreen = () => import('./screens/landing/LandingScreen');
export const loadLoginScreen = () => import('./screens/login/LoginScreen');
export const loadNotFoundScreen = () => import('./screens/not-found/NotFoundScreen');
export const loadProtectedRoute = () => import('./screens/protected/ProtectedRoute');
export const loadDashboardLayout = () => import('./screens/dashboard/DashboardLayout');
export const loadHomeScreen = () => import('./screens/home/HomeScreen');
export const loadAccountScreen = () => import('./screens/account/AccountScreen');
export const loadToolsScreen = () => import('./screens/tools/ToolsScreen');
export const loadProjectListScreen = () => import('./screens/projects/ProjectListScreen');
export const loadCreateProjectScreen = () => import('./screens/projects/CreateProjectScreen');
export const loadProjectDetailScreen = () => import('./screens/projects/ProjectDetailScreen');
export const loadProjectEditScreen = () => import('./screens/projects/ProjectEditScreen');
export const loadFloorDesignListScreen = () => import('./screens/floordesigns/FloorDesignListScreen');
export const loadFloorDesignEditorScreen = () => import('./screens/floordesigns/FloorDesignEditorScreen');
