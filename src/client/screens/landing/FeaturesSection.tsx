import { Box, Button, Card, CardContent, Container, Typography } from '../../ui/primitives';
import { RouterLink } from '../common/RouterLink';

const FEATURES = [
  {
    code: 'DXF',
    title: 'CAD-ready DXF',
    text: 'Turn a hand sketch or a marked-up PDF into clean, layered DXF linework you can open in any CAD tool.',
  },
  {
    code: 'PDF',
    title: 'Complete PDF sets',
    text: 'Cover, floor plan, electrical, plumbing and elevation sheets combined into one master plan PDF.',
  },
  {
    code: '3D',
    title: 'Mockups from requirements',
    text: 'Describe rooms, size and budget; get layout options and mockups to discuss with your client.',
  },
  {
    code: 'REV',
    title: 'No more manual redlines',
    text: 'Proposed revisions live next to the drawing pages they change, so every comment has a place.',
  },
] as const;

export function FeaturesSection() {
  return (
    <Box component="section" aria-labelledby="landing-features-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography
          id="landing-features-title"
          component="h2"
          sx={{ fontSize: 30, fontWeight: 700, mb: 1.5 }}
        >
          Automate the repetitive part of drafting
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 17, mb: 5, maxWidth: 640 }}>
          Spend your hours on design decisions, not on redrawing the same walls for the third time.
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            mb: 5,
          }}
        >
          {FEATURES.map((feature) => (
            <Card key={feature.code} sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Box
                  aria-hidden
                  sx={{
                    display: 'inline-flex',
                    px: 1.25,
                    py: 0.5,
                    mb: 2,
                    borderRadius: 1,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontSize: 12,
                    fontWeight: 700,
                    letterSpacing: 0.5,
                  }}
                >
                  {feature.code}
                </Box>
                <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
                  {feature.title}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
                  {feature.text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
        <Button component={RouterLink} to="/explore" variant="text" size="large">
          Explore all features →
        </Button>
      </Container>
    </Box>
  );
}
