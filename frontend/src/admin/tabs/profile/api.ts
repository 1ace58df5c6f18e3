// The profile tab's requests: the site profile as the owner edits it, and its one write.
import { useSWRConfig } from "swr";

import { getInitialData } from "@/lib/initial-data";
import type { Schemas } from "@/lib/api-schemas";
import { forgetSiteFigures } from "@/lib/site-figures";

import { keyIsUnder, useOwnerData } from "../../api/owner-data";
import { ownerRequest } from "../../lib/session";
import { publicProfile } from "./schema";

export type OwnerProfile = Schemas["OwnerProfile"];
export type ProfilePayload = Schemas["PatchedOwnerProfileRequest"];

export const PROFILE_PATH = "/api/admin/profile";

export function useOwnerProfile() {
  return useOwnerData<OwnerProfile>(PROFILE_PATH);
}

/** Save changed fields; then the owner's copy and the site's figures are read again, and the
 * profile this page loaded with is brought up to date, so "View Site" shows the change. */
export function useProfileWrite() {
  const { mutate } = useSWRConfig();
  return async (changes: ProfilePayload) => {
    const saved = await ownerRequest<OwnerProfile>(PROFILE_PATH, {
      method: "PATCH",
      body: changes,
    });
    getInitialData().profile = publicProfile(saved);
    forgetSiteFigures();
    await mutate((key) => keyIsUnder(key, PROFILE_PATH));
    return saved;
  };
}
