interface TChatwootSdk {
  run: (opts: { websiteToken: string; baseUrl: string }) => void;
}
declare global {
  interface Window {
    chatwootSDK?: TChatwootSdk;
    $chatwoot?: { toggle: (state?: 'open' | 'close') => void };
  }
}

let loading: Promise<void> | null = null;

/** Opens the installation's support chat: the website widget of its support inbox, loaded on first use. */
export const openSupportChat = async (websiteToken: string) => {
  const baseUrl = window.location.origin;
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${baseUrl}/packs/js/sdk.js`;
    script.async = true;
    script.onload = () => {
      window.chatwootSDK?.run({ websiteToken, baseUrl });
      resolve();
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('support chat could not be loaded'));
    };
    document.body.appendChild(script);
  });
  await loading;
  window.$chatwoot?.toggle('open');
};
