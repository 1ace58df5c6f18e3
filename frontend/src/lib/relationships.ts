// How a testimonial's writer knows the owner: the choices of the public testimonial form and of
// the panel's request form (which prefills the public one through its link). The specification's
// word lists are data, kept in config/choices.json.
import choices from "@/config/choices.json";

export const RELATIONSHIPS: readonly string[] = choices.relationships;
