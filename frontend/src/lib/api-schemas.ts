// The API's shapes, as the OpenAPI document describes them (lib/api-types.ts is generated from
// it by `make types`; `make lint` fails when it is stale). Name one with Schemas["BlogPostRead"];
// never write an API shape by hand.
import type { components } from "./api-types";

export type Schemas = components["schemas"];
