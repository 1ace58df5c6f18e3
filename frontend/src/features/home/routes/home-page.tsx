import { lazy } from "react";

import { LazySection } from "@/components/ui/lazy-section";
import { useSiteProfile } from "@/lib/initial-data";

import { AboutSection } from "../components/about-section";
import { Hero } from "../components/hero";
import {
  FUN_ZONE_HEADING,
  FunZoneSkeleton,
  GALLERY_HEADING,
  GallerySkeleton,
  TESTIMONIALS_HEADING,
  TestimonialsSkeleton,
} from "../components/home-skeletons";
import { JourneyCards } from "../components/journey-cards";

// Below the fold, loaded when the visitor scrolls near them.
const TestimonialsSection = lazy(() => import("../components/testimonials-section"));
const FunZoneSection = lazy(() => import("../components/fun-zone-section"));
const GallerySection = lazy(() => import("../components/gallery-section"));

export default function HomePage() {
  const profile = useSiteProfile();
  return (
    <>
      <Hero profile={profile} />
      <AboutSection profile={profile} />
      <JourneyCards />
      <LazySection
        id="testimonials"
        labelledBy={TESTIMONIALS_HEADING.id}
        skeleton={<TestimonialsSkeleton />}
      >
        <TestimonialsSection />
      </LazySection>
      <LazySection id="fun-zone" labelledBy={FUN_ZONE_HEADING.id} skeleton={<FunZoneSkeleton />}>
        <FunZoneSection />
      </LazySection>
      <LazySection id="gallery" labelledBy={GALLERY_HEADING.id} skeleton={<GallerySkeleton />}>
        <GallerySection />
      </LazySection>
    </>
  );
}
