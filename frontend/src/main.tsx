// The entry the page's HTML loads: the styles, and a few lines that start the app once the
// browser has painted the first screen the server drew inside #root (apps/pages/first_screen.py).
// React, the router and the page's code download after that paint, so they never compete
// with the styles and the first screen's picture for a slow connection.
import "@/styles/app.css";

let started = false;
function start() {
  if (started) return;
  started = true;
  void import(/* webpackChunkName: "app" */ "@/app/start");
}

// A frame, then a task: the paint has happened. The timer covers tabs that do not paint
// (opened in the background), which would otherwise wait until they are shown.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
