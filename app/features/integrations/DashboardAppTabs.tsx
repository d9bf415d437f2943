import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboardApp } from '../../../common/contracts/integrations.ts';
import { Tab, TabList, Tabs } from '../../components/Tabs.tsx';

/** What the conversation screen hands a dashboard app: Chatwoot's appContext data. */
export interface TAppContext {
  conversation: unknown;
  contact: unknown;
  currentAgent: { id: number; name: string; email: string };
}

/** The message a dashboard app posts to ask for its context (Chatwoot's name). */
export const FETCH_INFO = 'chatwoot-dashboard-app:fetch-info';
export const CONVERSATION_TAB = 'conversation';

const tabClass =
  'rounded-t-md border-b-2 px-3 py-2 text-sm font-medium border-transparent text-slate-600 hover:text-slate-900 aria-selected:border-woot-500 aria-selected:text-woot-700 dark:text-slate-300 dark:hover:text-white dark:aria-selected:text-woot-300';

/** The conversation screen's tabs: the conversation itself, then one per dashboard app. */
export const DashboardAppTabs = ({
  apps,
  selected,
  onSelect,
}: {
  apps: TDashboardApp[];
  /** The chosen app's id, or null for the conversation. */
  selected: number | null;
  onSelect: (id: number | null) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Tabs
      value={selected === null ? CONVERSATION_TAB : String(selected)}
      onValueChange={(v) => onSelect(v === CONVERSATION_TAB ? null : Number(v))}
      panelless
    >
      <TabList
        label={t('dashboardAppTabs.tabsLabel')}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 px-3 dark:border-slate-800"
      >
        <Tab value={CONVERSATION_TAB} className={tabClass}>
          {t('dashboardAppTabs.conversation')}
        </Tab>
        {apps.map((a) => (
          <Tab key={a.id} value={String(a.id)} className={tabClass}>
            <bdi>{a.title}</bdi>
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
};

/** Whether a URL is of another origin than the dashboard (only then may the frame keep its own origin). */
const isOtherOrigin = (url: string) => {
  try {
    return new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
};

const originOf = (url: string) => {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
};

/**
 * A dashboard app's page in a sandboxed frame. It answers the frame's `chatwoot-dashboard-app:fetch-info`
 * with `{event: 'appContext', data}` (a JSON string, as Chatwoot sends), and sends it once the frame loads.
 * The frame keeps its own origin (storage, cookies) only when it is not the dashboard's.
 */
export const DashboardAppFrame = ({ app, context }: { app: TDashboardApp; context: TAppContext }) => {
  const { t } = useTranslation();
  const frames = useRef<(HTMLIFrameElement | null)[]>([]);
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  }, [context]);

  const send = useCallback((frame: HTMLIFrameElement | null, url: string) => {
    const origin = originOf(url);
    if (!frame?.contentWindow || !origin) return;
    frame.contentWindow.postMessage(JSON.stringify({ event: 'appContext', data: contextRef.current }), origin);
  }, []);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.data !== FETCH_INFO) return;
      app.content.forEach((c, i) => {
        const frame = frames.current[i];
        if (frame?.contentWindow === e.source) send(frame, c.url);
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [app, send]);

  return (
    <div role="tabpanel" aria-label={app.title} className="flex min-h-0 flex-1 flex-col">
      {app.content.map((c, i) => (
        <iframe
          key={`${app.id}-${i}`}
          ref={(el) => {
            frames.current[i] = el;
          }}
          src={c.url}
          title={t('dashboardAppTabs.frameTitle', { title: app.title })}
          sandbox={`allow-scripts allow-forms allow-popups allow-downloads${isOtherOrigin(c.url) ? ' allow-same-origin' : ''}`}
          referrerPolicy="strict-origin-when-cross-origin"
          className="min-h-0 w-full flex-1 border-0 bg-white"
          onLoad={(e) => send(e.currentTarget, c.url)}
        />
      ))}
    </div>
  );
};
