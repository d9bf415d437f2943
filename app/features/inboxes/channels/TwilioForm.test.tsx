// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ToastProvider.tsx';
import { en, testI18n } from '../../../test/testI18n.ts';
import { TwilioForm } from './TwilioForm.tsx';
import { WebsiteForm } from './WebsiteForm.tsx';
import { inboxFixture } from '../testFixtures.ts';

beforeAll(testI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = en.inboxesPage;
const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const renderForm = (form: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/accounts/7/settings/inboxes/new/sms']}>
          <Routes>
            <Route path="/accounts/7/settings/inboxes/new/sms" element={form} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('Twilio form', () => {
  it('shows the E.164 rule after blur and swaps fields with the two checkboxes', () => {
    renderForm(<TwilioForm accountId={7} medium="sms" />);
    type(t.twilio.phone, '4155550123');
    expect(screen.getByText(t.form.phoneE164)).toBeTruthy();
    type(t.twilio.phone, '+14155550123');
    expect(screen.queryByText(t.form.phoneE164)).toBeNull();

    expect(screen.queryByLabelText(t.twilio.messagingServiceSid)).toBeNull();
    fireEvent.click(screen.getByLabelText(t.twilio.useMessagingService));
    expect(screen.queryByLabelText(t.twilio.phone)).toBeNull();
    expect(screen.getByLabelText(t.twilio.messagingServiceSid)).toBeTruthy();

    expect(screen.getByLabelText(t.twilio.authToken)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(t.twilio.useApiKey));
    expect(screen.getByLabelText(t.twilio.apiKeySid)).toBeTruthy();
    expect(screen.getByLabelText(t.twilio.apiKeySecret)).toBeTruthy();
    expect(screen.queryByLabelText(t.twilio.authToken)).toBeNull();
  });

  it('reveals every required field on submit, then posts the Twilio body and opens the agents step', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify(inboxFixture({ id: 42, name: 'T' })), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm(<TwilioForm accountId={7} medium="whatsapp" />);
    fireEvent.click(screen.getByRole('button', { name: t.create.submit }));
    expect(screen.getAllByText(en.validation.required)).toHaveLength(4);
    expect(fetchMock).not.toHaveBeenCalled();

    type(t.twilio.name, 'Support');
    type(t.twilio.phone, '+44 20 7946 0018');
    type(t.twilio.accountSid, 'AC1');
    type(t.twilio.authToken, 'tok');
    fireEvent.click(screen.getByRole('button', { name: t.create.submit }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/accounts/7/settings/inboxes/new/42/agents'),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/accounts/7/channels/twilio_channel');
    expect(JSON.parse(init.body as string)).toEqual({
      twilio_channel: {
        name: 'Support',
        medium: 'whatsapp',
        account_sid: 'AC1',
        auth_token: 'tok',
        api_key_sid: null,
        messaging_service_sid: null,
        phone_number: '+442079460018',
      },
    });
  });

  it("shows a 422's field message on its field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              code: 'validation_failed',
              message: 'Phone number has already been taken',
              details: { 'twilio_channel.phone_number': ['has already been taken'] },
            }),
            { status: 422 },
          ),
        ),
      ),
    );
    renderForm(<TwilioForm accountId={7} medium="sms" />);
    type(t.twilio.name, 'Support');
    type(t.twilio.phone, '+14155550123');
    type(t.twilio.accountSid, 'AC1');
    type(t.twilio.authToken, 'tok');
    fireEvent.click(screen.getByRole('button', { name: t.create.submit }));
    await waitFor(() => expect(screen.getByText(`${t.twilio.phone} has already been taken`)).toBeTruthy());
  });
});

describe('Website form', () => {
  it('keeps submit disabled until the name and the domain are filled', () => {
    renderForm(<WebsiteForm accountId={7} />);
    const submit = screen.getByRole('button', { name: t.create.submit });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    type(t.website.name, 'Site');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    type(t.website.domain, 'acme.test');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByLabelText(t.greeting.message)).toBeNull();
    fireEvent.click(screen.getByLabelText(t.greeting.enabled));
    // The website greeting is rich text: the reply editor, loaded in its own chunk (e2e/inboxes.spec.ts types in it).
    expect(screen.getByText(t.greeting.message)).toBeTruthy();
  });
});
