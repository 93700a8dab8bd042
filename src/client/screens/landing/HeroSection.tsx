import { Box, Button, Chip, Container, Stack, Typography } from '../../ui/primitives';
import { RouterLink } from '../common/RouterLink';
import { PlanIllustration } from './PlanIllustration';

export function HeroSection({ signedIn }: { signedIn: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="landing-hero-title"
      sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 } }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.05fr 0.95fr' },
          gap: 6,
          alignItems: 'center',
        }}
      >
        <Box>
          <Chip
            label="Drafting automation for architects"
            color="secondary"
            variant="outlined"
            sx={{ mb: 3 }}
          />
          <Typography
            id="landing-hero-title"
            component="h1"
            sx={{
              fontSize: { xs: 36, md: 48 },
              fontWeight: 700,
              lineHeight: 1.1,
              letterSpacing: -0.8,
              mb: 3,
            }}
          >
            From sketch to drawing set, automatically.
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: 18, lineHeight: 1.6, mb: 4, maxWidth: 540 }}>
            Draftroom generates DXF, PDF and mockups from your sketches, requirements or uploaded drawings.
            Replace manual redlines and repetitive CAD work with drawings that are ready for review.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {signedIn ? (
              <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
                Go to dashboard
              </Button>
            ) : (
              <Button component={RouterLink} to="/signup" variant="contained" size="large">
                Start for free
              </Button>
            )}
            <Button component={RouterLink} to="/demo" variant="outlined" size="large">
              Watch the demo
            </Button>
          </Stack>
          {signedIn ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Already have an account?{' '}
              <Box component={RouterLink} to="/login" sx={{ color: 'primary.main', fontWeight: 600 }}>
                Log in
              </Box>
            </Typography>
          )}
        </Box>
        <Box sx={{ borderRadius: 4, boxShadow: '0 20px 50px rgba(31, 41, 51, 0.12)', overflow: 'hidden' }}>
          <PlanIllustration />
        </Box>
      </Container>
    </Box>
  );
}
