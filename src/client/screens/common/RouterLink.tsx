// The router's Link under one name, so design-system components take it as their `component` prop
// (Button, Link, ListItemButton) and keep their own look while navigating client-side.
export { Link as RouterLink } from 'react-router-dom';
