import { Box, Button, Container, Paper, Stack, Typography } from '../../ui/primitives';
import { RouterLink } from '../common/RouterLink';

/** The closing call to action, then where to read the fine print or get help. */
export function ClosingSections({ signedIn }: { signedIn: boolean }) {
  return (
    <Box component="section" aria-labelledby="landing-cta-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Paper
          sx={{
            p: { xs: 4, md: 6 },
            mb: 6,
            borderRadius: 3,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            gap: 3,
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography id="landing-cta-title" component="h2" sx={{ fontSize: 28, fontWeight: 700, mb: 1 }}>
              Ready to stop redrawing?
            </Typography>
            <Typography sx={{ opacity: 0.85, fontSize: 17 }}>
              Set up your first project in minutes. Bring your team along when you are ready.
            </Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              component={RouterLink}
              to={signedIn ? '/dashboard' : '/signup'}
              variant="contained"
              color="secondary"
              size="large"
            >
              {signedIn ? 'Go to dashboard' : 'Create your account'}
            </Button>
            <Button
              component={RouterLink}
              to="/contact"
              variant="outlined"
              size="large"
              sx={{ color: 'inherit', borderColor: 'rgba(255, 255, 255, 0.6)' }}
            >
              Talk to our team
            </Button>
          </Stack>
        </Paper>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography component="h2" sx={{ fontSize: 22, fontWeight: 700, mb: 1 }}>
              Your drawings stay yours
            </Typography>
            <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
              Read how we handle your files, the terms of the service, or ask us anything.
            </Typography>
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: { md: 'flex-end' } }}
          >
            <Button component={RouterLink} to="/privacy" variant="outlined">
              Privacy policy
            </Button>
            <Button component={RouterLink} to="/terms" variant="outlined">
              Terms of service
            </Button>
            <Button component={RouterLink} to="/support" variant="outlined">
              Get support
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
