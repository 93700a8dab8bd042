import { Box, Container, Link, Stack, Typography } from '../../ui/primitives';
import { BrandMark } from '../common/BrandMark';
import { RouterLink } from '../common/RouterLink';

export function LandingFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4 }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          gap: 2,
        }}
      >
        <Box sx={{ color: 'text.primary' }}>
          <BrandMark />
        </Box>
        <Typography variant="body2" color="text.secondary">
          © Draftroom. Drafting automation for architects and construction designers.
        </Typography>
        <Stack component="nav" aria-label="Footer" direction="row" spacing={3} sx={{ ml: { sm: 'auto' } }}>
          <Link component={RouterLink} to="/privacy" color="text.secondary" underline="hover">
            Privacy
          </Link>
          <Link component={RouterLink} to="/terms" color="text.secondary" underline="hover">
            Terms
          </Link>
          <Link component={RouterLink} to="/support" color="text.secondary" underline="hover">
            Support
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
