import { Box, Container, Typography } from '../../ui/primitives';

const STEPS = [
  {
    title: 'Bring what you have',
    text: 'A napkin sketch, a list of requirements or an existing PDF or DXF drawing.',
  },
  {
    title: 'Review the draft',
    text: 'Adjust walls, rooms and dimensions in the 2D editor; every save is a revision.',
  },
  {
    title: 'Export and deliver',
    text: 'Download DXF for CAD, a combined PDF set for the permit desk, mockups for clients.',
  },
] as const;

export function WorkflowSection() {
  return (
    <Box
      component="section"
      aria-labelledby="landing-workflow-title"
      sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Typography id="landing-workflow-title" component="h2" sx={{ fontSize: 30, fontWeight: 700, mb: 5 }}>
          How it works
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {STEPS.map((step, index) => (
            <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2 }}>
              <Box
                aria-hidden
                sx={{
                  flex: '0 0 auto',
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                  fontWeight: 700,
                }}
              >
                {index + 1}
              </Box>
              <Box>
                <Typography component="h3" variant="h5" sx={{ mb: 0.75 }}>
                  {step.title}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
                  {step.text}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
