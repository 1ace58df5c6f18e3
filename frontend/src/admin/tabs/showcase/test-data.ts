// Rows as the API returns them, for the showcase editors' tests.
import type { Achievement } from "./achievements/api";
import type { Meme } from "./memes/api";
import type { Project } from "./projects/api";

const STAMPS = { createdAt: "2025-01-04T12:00:00Z", updatedAt: "2025-01-04T12:00:00Z" };

export function achievement(id: string, extra: Partial<Achievement> = {}): Achievement {
  return {
    id,
    title: `Award ${id}`,
    description: "For outstanding work.",
    imageUrl: "",
    certificateUrl: "",
    date: "2025-01-04",
    category: "Academic",
    issuer: "UK Mathematics Trust",
    isPublished: true,
    ...STAMPS,
    ...extra,
  };
}

export function project(id: string, extra: Partial<Project> = {}): Project {
  return {
    id,
    slug: id,
    title: `Project ${id}`,
    description: "A short description.",
    fullDescription: "",
    fullDescriptionSource: "",
    fullDescriptionFormat: "markdown",
    imageUrl: "",
    website: "",
    demoUrl: "",
    technologies: [],
    status: "Planning",
    progress: 0,
    startDate: null,
    features: [],
    users: "",
    impact: "",
    type: "",
    featured: false,
    isPublished: true,
    sortOrder: 0,
    ...STAMPS,
    ...extra,
  };
}

export function meme(id: string, extra: Partial<Meme> = {}): Meme {
  return {
    id,
    authorHandle: "@alex",
    caption: `Caption ${id}`,
    imageUrl: "",
    text: "Me revising the night before the mock",
    hashtags: ["GCSELife"],
    likes: 10,
    comments: 2,
    shares: 1,
    isPublished: true,
    ...STAMPS,
    ...extra,
  };
}
