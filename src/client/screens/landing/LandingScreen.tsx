import { Box } from '../../ui/primitives';
import { ClosingSections } from './ClosingSections';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { LandingNav } from './LandingNav';
import { useSignedIn } from './useSignedIn';
import { WorkflowSection } from './WorkflowSection';

/** The public landing page (route /): the product pitch and the ways in. */
export function LandingScreen() {
  // A signed-in visitor is offered the way back in, not Log in and Sign up.
  const signedIn = useSignedIn();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <LandingNav signedIn={signedIn} />
      <Box component="main" sx={{ flex: 1 }}>
        <HeroSection signedIn={signedIn} />
        <FeaturesSection />
        <WorkflowSection />
        <ClosingSections signedIn={signedIn} />
      </Box>
      <LandingFooter />
    </Box>
  );
}
