import type { Schemas } from "@/lib/api-schemas";
import { usePublicData } from "@/lib/public-data";

/** The CV as visitors see it: the public name, the contact form's address and the shown
 * sections with rows, in the owner's order (apps/cv). */
export type Cv = Schemas["CvDocument"];
export type CvSection = Schemas["CvSection"];
export type CvItem = Schemas["CvItem"];

export const cvKey = "/api/cv";

export function useCv() {
  return usePublicData<Cv>(cvKey);
}
