import { useDocumentTitle } from "@/lib/document-title";
import { useSiteProfile } from "@/lib/initial-data";

import { AboutSection } from "../components/about-section";
import { Hero } from "../components/hero";
import { JourneyCards } from "../components/journey-cards";

export default function HomePage() {
  const profile = useSiteProfile();
  useDocumentTitle(null);
  return (
    <>
      <Hero profile={profile} />
      <AboutSection profile={profile} />
      <JourneyCards />
    </>
  );
}
