// What a lazy menu loads on its first opening (see LazyPopups.tsx): MUI's Menu and the items rendered only inside it.
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as ListItemIcon } from '@mui/material/ListItemIcon';
