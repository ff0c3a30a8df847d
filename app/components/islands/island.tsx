import type { ComponentProps } from "react";
import { type IslandName, islands } from "./registry.tsx";

type IslandProps<N extends IslandName> = {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
  className?: string;
};

/**
 * Renders an interactive part of a public page together with its props, so the islands script
 * (./boot.tsx) can hydrate it in the browser without the React Router runtime. Where React Router
 * hydrates the whole page (development, the login screen), the wrapper is rendered the same way.
 */
export function Island<N extends IslandName>({ name, props, className }: IslandProps<N>) {
  const Component = islands[name] as (p: object) => React.ReactNode;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className={className ?? "contents"}>
      <Component {...(props as object)} />
    </div>
  );
}
