import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrimitives, type TPrimitives } from './primitives/usePrimitives.ts';

interface TTabsContext {
  value: string;
  onValueChange: (value: string) => void;
  /** The Radix primitives once their chunk is in; until then the tabs are drawn as plain ones. */
  primitives: TPrimitives | null;
  /** The tabs switch a mode of what follows (the reply box) rather than show a panel each. */
  panelless: boolean;
}

const TabsContext = createContext<TTabsContext | null>(null);

const useTabs = () => {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error('Tab, TabList and TabPanel go inside Tabs');
  return ctx;
};

/**
 * Tabs (WAI-ARIA tabs) on Radix Tabs (docs/ARCHITECTURE.md "UI primitives"): one tab stop for the list;
 * Left/Right (mirrored in RTL), Home and End move between tabs and select the one they reach; the panel
 * follows. Controlled: `value` is the selected tab, `onValueChange` picks another. Until the primitives'
 * chunk is in (just after first paint) the same tabs are drawn as plain ones that a click selects.
 */
export const Tabs = <T extends string>({
  value,
  onValueChange,
  className,
  children,
  panelless = false,
}: {
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
  children: ReactNode;
  /** No TabPanel follows: the tabs switch a mode (the reply box's reply or note), so they control no panel. */
  panelless?: boolean;
}) => {
  const { i18n } = useTranslation();
  const primitives = usePrimitives();
  const change = (v: string) => onValueChange(v as T);
  const ctx = { value, onValueChange: change, primitives, panelless };
  return (
    <TabsContext.Provider value={ctx}>
      {primitives ? (
        <primitives.TabsRoot
          value={value}
          onValueChange={change}
          dir={i18n.dir()}
          activationMode="automatic"
          className={className}
        >
          {children}
        </primitives.TabsRoot>
      ) : (
        <div className={className}>{children}</div>
      )}
    </TabsContext.Provider>
  );
};

/** The row of tabs; `label` names it. */
export const TabList = ({ label, className, children }: { label: string; className?: string; children: ReactNode }) => {
  const { primitives } = useTabs();
  return primitives ? (
    <primitives.TabsList aria-label={label} loop className={className}>
      {children}
    </primitives.TabsList>
  ) : (
    <div role="tablist" aria-label={label} className={className}>
      {children}
    </div>
  );
};

/** One tab; Radix marks the selected one data-state="active". */
export const Tab = ({ value, className, children }: { value: string; className?: string; children: ReactNode }) => {
  const { primitives, value: selected, onValueChange, panelless } = useTabs();
  return primitives ? (
    <primitives.TabsTrigger value={value} className={className} {...(panelless && { 'aria-controls': undefined })}>
      {children}
    </primitives.TabsTrigger>
  ) : (
    <button
      type="button"
      role="tab"
      aria-selected={value === selected}
      tabIndex={value === selected ? 0 : -1}
      onClick={() => onValueChange(value)}
      className={className}
    >
      {children}
    </button>
  );
};

/**
 * The selected tab's panel (render it with the selected value). Not a tab stop of its own: what it holds
 * (a list, a form) is reached with Tab as before.
 */
export const TabPanel = ({
  value,
  className = '',
  children,
  busy,
}: {
  value: string;
  className?: string;
  children: ReactNode;
  busy?: boolean;
}) => {
  const { primitives } = useTabs();
  return primitives ? (
    <primitives.TabsContent value={value} tabIndex={-1} aria-busy={busy} className={`outline-none ${className}`}>
      {children}
    </primitives.TabsContent>
  ) : (
    <div role="tabpanel" aria-busy={busy} className={className}>
      {children}
    </div>
  );
};
