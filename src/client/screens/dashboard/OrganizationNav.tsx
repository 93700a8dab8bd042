import { useState } from 'react';
import type { Organization } from '../../../contract/organizations';
import { ExpandMoreIcon } from '../../ui/icons';
import { Collapse, List, ListItem, ListItemButton, ListItemText } from '../../ui/primitives';

/** The sub-items of an organization; Settings only for its owner (spec section 6). They are not links. */
export function organizationSubItems(organization: Organization): string[] {
  return organization.is_owner
    ? ['Projects', 'Clients', 'Team', 'Settings']
    : ['Projects', 'Clients', 'Team'];
}

export function OrganizationNav({ organization }: { organization: Organization }) {
  const [open, setOpen] = useState(false);
  const listId = `organization-${organization.id}-items`;
  return (
    <>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        sx={{ py: 0.5 }}
      >
        <ListItemText
          primary={organization.name}
          slotProps={{ primary: { noWrap: true, title: organization.name } }}
        />
        <ExpandMoreIcon
          aria-hidden
          fontSize="small"
          sx={{ color: 'text.secondary', transform: open ? 'rotate(180deg)' : 'none' }}
        />
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List id={listId} dense disablePadding aria-label={`${organization.name} items`}>
          {organizationSubItems(organization).map((label) => (
            <ListItem key={label} sx={{ pl: 4, py: 0.25 }}>
              <ListItemText
                primary={label}
                slotProps={{ primary: { variant: 'body2', sx: { color: 'text.secondary' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Collapse>
    </>
  );
}
