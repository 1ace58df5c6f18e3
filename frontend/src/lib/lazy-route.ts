import { createElement, lazy, type ComponentType } from "react";

type Module<P> = { default: ComponentType<P> };

export type LazyComponent<P extends object = object> = ComponentType<P> & {
  /** Loads the component's chunk; the component then renders at once, without suspending. */
  preload: () => Promise<unknown>;
  /** Whether the chunk is here (the component renders without suspending). */
  loaded: () => boolean;
};

export type LazyRoute = LazyComponent;

/**
 * A component in its own chunk (a route's page, the footer, the toast's card). Unlike a bare
 * `React.lazy`, once `preload()` has settled it renders synchronously: the entry preloads the
 * first page's chunk before React's first render, so the first commit draws the real page
 * (never a spinner that the page then pushes the footer away from, which is layout shift).
 */
export function lazyComponent<P extends object = object>(
  load: () => Promise<Module<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk (offline) may be retried on the next visit
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Component(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(Component, { preload, loaded: () => loaded !== undefined });
}

/** A route's page in its own chunk (app/router.tsx). */
export const lazyRoute: (load: () => Promise<Module<object>>) => LazyRoute = lazyComponent;
