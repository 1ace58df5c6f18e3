// The entry the page's HTML loads: the styles, and a few lines that start the app once the
// browser has shown the first screen the server drew inside #root (apps/pages/first_screen.py).
// React, the router and the page's code download after the first screen's largest paint (its
// picture, when it has one) is on screen, so they never compete with the styles and that
// picture for a slow connection: the largest paint needs nothing of the app.
import "@/styles/app.css";

import { replayEarlyTaps } from "@/lib/early-taps";
import { whenFirstScreenIsPainted } from "@/lib/first-paint";

// A tap on a button of the first screen before the app is ready is replayed once it is.
replayEarlyTaps(document);

void whenFirstScreenIsPainted(document).then(
  () => import(/* webpackChunkName: "app" */ "@/app/start"),
);
