// Ends the current task and continues in a new one, so the browser can paint and answer input
// in between: the app's start is a few short tasks rather than one long one (a long task on a
// phone delays the visitor's first tap; Lighthouse counts it as blocking time).

type Scheduler = { yield?: () => Promise<void> };

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  // A message rather than a timer: timers in a background tab wait a second or more.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
