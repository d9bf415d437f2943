import { describe, expect, it } from 'vitest';
import { oauthHeader, twitterSignature } from './twitterApi.ts';

const signatureOf = (header: string) => decodeURIComponent(/oauth_signature="([^"]+)"/.exec(header)?.[1] ?? '');

describe('oauthHeader', () => {
  it('signs X’s documented example ("Creating a signature")', () => {
    const header = oauthHeader(
      'POST',
      'https://api.twitter.com/1.1/statuses/update.json?include_entities=true',
      { status: 'Hello Ladies + Gentlemen, a signed OAuth request!' },
      'xvz1evFS4wEEPTGEFPHBog',
      'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
      {
        token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
        secret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
      },
      'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
      '1318622958',
    );
    expect(signatureOf(header)).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
    expect(header).toContain('oauth_token="370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb"');
  });
});

describe('twitterSignature', () => {
  it('is sha256= and the base64 HMAC-SHA256 under the consumer secret (as openssl computes it)', () => {
    expect(twitterSignature('secret', 'crc')).toBe('sha256=Y6yc1NZ4/vXJenfyjCYSgIF8Mzg4x90pHGQAPEDvi94=');
  });
});
