import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './styles';
import { nextTabIndex } from './arrowKeys';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect: (id: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** Whether the bar hides tabs on either side: the fades and the chevron show it can scroll. */
function useOverflow() {
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    // A list laid out with no width (for a moment while its page settles) shows no tab at all: it
    // does not overflow, and a hint there would flash a chevron beside tabs that all fit.
    const shown = element.clientWidth > 0;
    const start = shown && element.scrollLeft > 1;
    const end = shown && element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setMore((previous) =>
      previous.start === start && previous.end === end ? previous : { start, end },
    );
  }, []);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    // The observer's first call comes once the browser has laid the page out anyway: measuring
    // here instead would force that layout in the middle of React's work (a long task on a phone).
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    // The tabs too: a language change resizes them, not the bar.
    for (const target of [element, ...Array.from(element.children)]) observer.observe(target);
    return () => observer.disconnect();
  }, [measure]);
  return { list, more, measure };
}

/**
 * Tabs with one tab stop: arrow keys select the neighbour (automatic activation), the selected tab
 * scrolls into view, and a bar too wide for the screen scrolls sideways with a visible hint. On a
 * phone, a bar of four tabs or more shows them in rows of two instead.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<T>) {
  const baseId = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const { list, more, measure } = useOverflow();

  const firstTab = tabs[0]?.id;
  const shownOnce = useRef(false);
  useEffect(() => {
    const first = !shownOnce.current;
    shownOnce.current = true;
    // A bar opened on its first tab is scrolled to its start already: nothing to measure.
    if (first && selected === firstTab) return;
    // In the next frame, where the browser lays the page out anyway: called here, it would force
    // that layout in the middle of React's commit and make one long task of both.
    const frame = requestAnimationFrame(() =>
      buttons.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [selected, firstTab]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = nextTabIndex(
      event.key,
      tabs.findIndex((tab) => tab.id === selected),
      tabs.length,
    );
    if (index === null) return;
    event.preventDefault();
    const tab = tabs[index]!.id;
    onSelect(tab);
    buttons.current.get(tab)?.focus();
  };

  return (
    <div className="ui-tabs-root">
      <div className="ui-tabs-bar" data-more-start={more.start} data-more-end={more.end}>
        <div
          ref={list}
          // Four tabs or more lay out in rows of two on a phone (kit.css): every label in every
          // language stays on the screen, and the bar is as high in each language.
          className={tabs.length > 3 ? 'ui-tabs ui-tabs-many' : 'ui-tabs'}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          onScroll={measure}
        >
          {tabs.map((tab) => (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={tab.id === selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={tab.id === selected ? 0 : -1}
              className="ui-tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      <div
        className="ui-tabpanel"
        role="tabpanel"
        id={`${baseId}-panel-${selected}`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
