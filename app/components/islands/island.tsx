import { type ComponentProps, useEffect, useRef } from "react";
import { enhancers, type IslandName, islands } from "./registry.tsx";

type IslandProps<N extends IslandName> = {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
  className?: string;
};

/**
 * Renders an interactive part of a public page together with its props, so the islands script
 * (./boot.ts) can bring it to life in the browser with only that island's code
 * (docs/decisions/170). Where React Router hydrates the whole page (development, the sign-in
 * screens), the wrapper is hydrated with it and runs a plain-DOM island's behaviour itself.
 */
export function Island<N extends IslandName>({ name, props, className }: IslandProps<N>) {
  const Component = islands[name] as (p: object) => React.ReactNode;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    const enhance = enhancers[name];
    if (!element || !enhance) return;
    const undo = enhance(element);
    element.dataset.hydrated = "true";
    return undo;
  }, [name]);
  return (
    <div
      ref={ref}
      data-island={name}
      data-props={JSON.stringify(props)}
      className={className ?? "contents"}
    >
      <Component {...(props as object)} />
    </div>
  );
}
