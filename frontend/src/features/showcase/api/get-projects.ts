import { usePublicData } from "@/lib/public-data";

export type Project = {
  id: string;
  slug: string;
  title: string;
  description: string;
  fullDescription: string;
  imageUrl: string;
  website: string;
  technologies: string[];
  /** Live, Live & Growing, In Development, Prototype or Planning. */
  status: string;
  progress: number;
  startDate: string | null;
  features: string[];
  users: string;
  impact: string;
  type: string;
  featured: boolean;
  isPublished: boolean;
};

export const projectsKey = "/api/projects";

/** Published projects: the featured one first, then the owner's order. */
export function useProjects() {
  return usePublicData<Project[]>(projectsKey);
}
