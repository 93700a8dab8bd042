import { Avatar, Box, Button, Chip, Typography } from '../../ui/primitives';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

/** The profile photo control: shown, but disabled until photo uploads exist (spec: "coming soon"). */
export function ProfilePhoto({ name }: { name: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5 }}>
      <Avatar sx={{ width: 64, height: 64, bgcolor: 'primary.light', fontSize: 24 }} aria-hidden>
        {initials(name)}
      </Avatar>
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75 }}>
          <Typography component="h3" variant="h6" id="profile-photo-heading">
            Profile photo
          </Typography>
          <Chip label="coming soon" size="small" color="secondary" variant="outlined" />
        </Box>
        <Button variant="outlined" size="small" disabled aria-describedby="profile-photo-heading">
          Upload photo
        </Button>
      </Box>
    </Box>
  );
}
