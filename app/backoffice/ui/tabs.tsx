import { type KeyboardEvent, type ReactNode, useRef } from "react";

export type TabItem<K extends string> = { key: K; label: string };

type TabsProps<K extends string> = {
  idPrefix: string;
  label: string;
  tabs: ReadonlyArray<TabItem<K>>;
  selected: K;
  onSelect: (key: K) => void;
};

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

/** ARIA tabs: one tab stop, arrow keys move and select, Home/End jump. */
export function Tabs<K extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
}: TabsProps<K>) {
  const ref = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((t) => t.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next].key);
    ref.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }
  return (
    <div
      ref={ref}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="mb-3 flex flex-wrap gap-2 sm:mb-0 sm:flex-nowrap sm:gap-1 sm:border-b sm:border-stone-300"
    >
      {tabs.map((tab) => {
        const active = tab.key === selected;
        return (
          <button
            key={tab.key}
            id={tabId(idPrefix, tab.key)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(idPrefix, tab.key)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            className={`min-h-10 shrink-0 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-semibold sm:min-h-11 sm:px-4 sm:text-base focus-visible:outline-3 focus-visible:-outline-offset-2 focus-visible:outline-emas sm:-mb-px sm:rounded-none sm:rounded-t-md sm:border-b-0 sm:py-2.5 ${
              active
                ? "border-bata bg-bata text-white sm:border-stone-300 sm:bg-white sm:text-bata sm:shadow-[inset_0_3px_0_var(--color-bata)]"
                : "border-stone-300 bg-white text-stone-700 hover:bg-stone-100 hover:text-stone-900 sm:border-transparent sm:bg-transparent"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

type TabPanelProps = { idPrefix: string; tabKey: string; selected: boolean; children: ReactNode };

/** A panel stays mounted while hidden, so what was typed on another tab is kept. */
export function TabPanel({ idPrefix, tabKey, selected, children }: TabPanelProps) {
  return (
    <div
      id={panelId(idPrefix, tabKey)}
      role="tabpanel"
      aria-labelledby={tabId(idPrefix, tabKey)}
      hidden={!selected}
      className="rounded-lg border border-stone-300 bg-white p-4 sm:rounded-t-none sm:border-t-0 sm:p-6"
    >
      {children}
    </div>
  );
}
