import { lazy } from "react";

import { LazySection } from "@/components/ui/lazy-section";
import { useDocumentTitle } from "@/lib/document-title";
import { useSiteProfile } from "@/lib/initial-data";

import { AboutSection } from "../components/about-section";
import { Hero } from "../components/hero";
import {
  FunZoneSkeleton,
  GallerySkeleton,
  TestimonialsSkeleton,
} from "../components/home-skeletons";
import { JourneyCards } from "../components/journey-cards";

// Below the fold, loaded when the visitor scrolls near them.
const TestimonialsSection = lazy(() => import("../components/testimonials-section"));
const FunZoneSection = lazy(() => import("../components/fun-zone-section"));
const GallerySection = lazy(() => import("../components/gallery-section"));

export default function HomePage() {
  const profile = useSiteProfile();
  useDocumentTitle(null);
  return (
    <>
      <Hero profile={profile} />
      <AboutSection profile={profile} />
      <JourneyCards />
      <LazySection
        id="testimonials"
        labelledBy="testimonials-heading"
        skeleton={<TestimonialsSkeleton />}
      >
        <TestimonialsSection />
      </LazySection>
      <LazySection id="fun-zone" labelledBy="fun-zone-heading" skeleton={<FunZoneSkeleton />}>
        <FunZoneSection />
      </LazySection>
      <LazySection id="gallery" labelledBy="gallery-heading" skeleton={<GallerySkeleton />}>
        <GallerySection />
      </LazySection>
    </>
  );
}
