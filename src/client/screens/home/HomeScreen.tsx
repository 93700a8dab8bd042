import { useAtomValue } from 'jotai';
import { displayName } from '../../../contract/auth';
import { sessionAtom } from '../../state/session';
import { Box, Card, CardContent, Chip, Typography } from '../../ui/primitives';

export const HOME_CARD_COUNT = 9;

/** The card titles of the home screen: "New Feature #1" … "New Feature #9". */
export function homeCardTitles(count: number = HOME_CARD_COUNT): string[] {
  return Array.from({ length: count }, (_, index) => `New Feature #${index + 1}`);
}

/** Routes /dashboard and /dashboard/home. */
export function HomeScreen() {
  const session = useAtomValue(sessionAtom);
  const name = displayName(session.status === 'authenticated' ? session.user : {});
  return (
    <Box sx={{ maxWidth: 1120 }}>
      <Typography component="h2" variant="h1" sx={{ mb: 0.75 }}>
        Welcome back, {name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This is your Draftroom workspace. Open a project or a floor design from the sidebar; more tools are on
        the way.
      </Typography>
      <Box
        component="ul"
        aria-label="Upcoming features"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        }}
      >
        {homeCardTitles().map((title) => (
          <Box component="li" key={title}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1,
                    mb: 1,
                  }}
                >
                  <Typography component="h3" variant="h5">
                    {title}
                  </Typography>
                  <Chip label="Soon" size="small" variant="outlined" aria-hidden />
                </Box>
                <Typography color="text.secondary">Coming soon...</Typography>
              </CardContent>
            </Card>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
