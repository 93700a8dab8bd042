import { Box } from '../../ui/primitives';
import { ClosingSections } from './ClosingSections';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { LandingNav } from './LandingNav';
import { WorkflowSection } from './WorkflowSection';

/** The public landing page (route /): the product pitch and the ways in. */
export function LandingScreen() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <LandingNav />
      <Box component="main" sx={{ flex: 1 }}>
        <HeroSection />
        <FeaturesSection />
        <WorkflowSection />
        <ClosingSections />
      </Box>
      <LandingFooter />
    </Box>
  );
}
