import { Box, Button, Container, Stack } from '../../ui/primitives';
import { BrandMark } from '../common/BrandMark';
import { RouterLink } from '../common/RouterLink';

export function LandingNav({ signedIn }: { signedIn: boolean }) {
  return (
    <Box
      component="header"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Container maxWidth="lg" sx={{ height: 64, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label="Draftroom home"
          sx={{ color: 'text.primary', textDecoration: 'none' }}
        >
          <BrandMark />
        </Box>
        <Stack
          component="nav"
          aria-label="Main"
          direction="row"
          spacing={0.5}
          sx={{ ml: 'auto', alignItems: 'center' }}
        >
          <Button component={RouterLink} to="/explore" color="inherit">
            Explore
          </Button>
          <Button component={RouterLink} to="/demo" color="inherit">
            Demo
          </Button>
          <Button component={RouterLink} to="/contact" color="inherit">
            Contact
          </Button>
          {signedIn ? (
            <Button component={RouterLink} to="/dashboard" variant="contained" sx={{ ml: 1 }}>
              Go to dashboard
            </Button>
          ) : (
            <>
              <Button component={RouterLink} to="/login" variant="outlined" sx={{ ml: 1 }}>
                Log in
              </Button>
              <Button component={RouterLink} to="/signup" variant="contained">
                Sign up
              </Button>
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
