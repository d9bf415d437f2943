/** The parts of Facebook's JS SDK the page picker uses. */
interface TFacebookLoginResponse {
  /** connected, not_authorized or unknown. */
  status: string;
  authResponse?: { accessToken: string } | null;
}
interface TFacebookSdk {
  init: (opts: { appId: string; version: string; xfbml: boolean; cookie: boolean }) => void;
  login: (cb: (res: TFacebookLoginResponse) => void, opts: { scope: string }) => void;
}
declare global {
  interface Window {
    FB?: TFacebookSdk;
  }
}

/** The permissions a page inbox needs (messages, page metadata, linked Instagram). */
const SCOPE =
  'pages_manage_metadata,business_management,pages_messaging,instagram_basic,pages_show_list,pages_read_engagement,instagram_manage_messages';

let loading: Promise<TFacebookSdk> | null = null;

/** Loads the SDK script once; rejects when it cannot be fetched (spec §8: an error-loading toast). */
export const loadFacebookSdk = (sdkUrl: string, appId: string, version: string): Promise<TFacebookSdk> => {
  loading ??= new Promise<TFacebookSdk>((resolve, reject) => {
    if (window.FB) {
      resolve(window.FB);
      return;
    }
    const script = document.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    script.onload = () => {
      if (!window.FB) {
        reject(new Error('sdk'));
        return;
      }
      window.FB.init({ appId, version, xfbml: false, cookie: true });
      resolve(window.FB);
    };
    script.onerror = () => reject(new Error('sdk'));
    document.body.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
};

export type TFacebookLoginOutcome = { kind: 'token'; token: string } | { kind: 'not_authorized' } | { kind: 'failed' };

export const facebookLogin = (sdk: TFacebookSdk) =>
  new Promise<TFacebookLoginOutcome>((resolve) => {
    sdk.login(
      (res) => {
        if (res.status === 'connected' && res.authResponse?.accessToken)
          resolve({ kind: 'token', token: res.authResponse.accessToken });
        else if (res.status === 'not_authorized') resolve({ kind: 'not_authorized' });
        else resolve({ kind: 'failed' });
      },
      { scope: SCOPE },
    );
  });
