import { Box, Button, Container, Typography } from '../../ui/primitives';
import { BrandMark } from '../common/BrandMark';
import { RouterLink } from '../common/RouterLink';

export const NOT_FOUND_TITLE = '404 – Page Not Found';
export const NOT_FOUND_TEXT = "The page you're looking for doesn't exist.";

export function NotFoundScreen() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', bgcolor: 'background.default' }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center', py: 8 }}>
        <Box sx={{ mb: 4, color: 'text.primary' }}>
          <BrandMark size="large" />
        </Box>
        <Typography component="h1" variant="h1" sx={{ mb: 1.5 }}>
          {NOT_FOUND_TITLE}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, fontSize: 17 }}>
          {NOT_FOUND_TEXT}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Back to home
        </Button>
      </Container>
    </Box>
  );
}
