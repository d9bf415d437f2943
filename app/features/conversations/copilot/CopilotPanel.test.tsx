// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCopilotMessage } from '../../../../common/contracts/captainCopilot.ts';
import { ToastProvider } from '../../../components/ToastProvider.tsx';
import { testI18n } from '../../../test/testI18n.ts';
import { dispatchRealtime } from '../../realtime/index.ts';
import { CopilotPanel } from './CopilotPanel.tsx';

beforeAll(testI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const message = (id: number, type: TCopilotMessage['message_type'], content: string, extra = {}): TCopilotMessage => ({
  id,
  thread_id: 5,
  message_type: type,
  message: { content, ...extra },
  created_at: 1,
});

/** The server as the panel sees it: no thread yet, then thread 5 with what was kept so far. */
const serve = (kept: TCopilotMessage[]) =>
  vi.fn((url: string, init?: RequestInit) => {
    const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    if (url.endsWith('/copilot_messages')) return json({ payload: kept });
    if (init?.method === 'POST') {
      kept.push(message(1, 'user', (JSON.parse(init.body as string) as { message: string }).message));
      return json({ id: 5, title: 'x', assistant_id: null, conversation_id: 9, created_at: 1, updated_at: 1 });
    }
    return json({ payload: [] });
  });

const renderPanel = () => {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <ToastProvider>
        <CopilotPanel accountId={7} conversationId={9} onClose={() => undefined} />
      </ToastProvider>
    </QueryClientProvider>,
  );
};

describe('the copilot panel', () => {
  it('asks a suggested question, shows the tool step, the streamed text, then the answer', async () => {
    const kept: TCopilotMessage[] = [];
    vi.stubGlobal('fetch', serve(kept));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'What should I reply?' }));
    await screen.findByText('What should I reply?', { selector: 'p' });
    const ctx = { accountId: 7, queryClient: new QueryClient() };
    act(() => {
      dispatchRealtime(
        'copilot.message.created',
        { ...message(2, 'assistant_thinking', 'x', { tool: 'get_conversation' }), account_id: 7 },
        ctx,
      );
    });
    act(() => dispatchRealtime('copilot.message.delta', { thread_id: 5, delta: 'Hello ', account_id: 7 }, ctx));
    act(() => dispatchRealtime('copilot.message.delta', { thread_id: 5, delta: 'Rita', account_id: 7 }, ctx));
    await screen.findByText('Hello Rita');
    kept.push(
      message(2, 'assistant_thinking', 'x', { tool: 'get_conversation' }),
      message(3, 'assistant', 'Hello Rita [1]'),
    );
    act(() =>
      dispatchRealtime('copilot.message.created', { ...message(3, 'assistant', 'Hello Rita [1]'), account_id: 7 }, ctx),
    );
    await screen.findByText('Hello Rita [1]');
    expect(screen.getByText('Reading the conversation…')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Use in reply' })).toBeTruthy());
  });
});
