import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { signSamlPost } from '@node-saml/node-saml/lib/saml-post-signing.js';

/**
 * A SAML identity provider for tests (docs/SSO.md): reads the SP's AuthnRequest from the redirect URL and
 * answers with a Response whose assertion it signs with a test key (node-saml's signer, xml-crypto).
 */
const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/saml/${name}`, import.meta.url), 'utf8');
export const IDP_CERT = fixture('idp.cert.pem');
export const IDP_KEY = fixture('idp.key.pem');
/** A key the account did not configure: its signatures must be refused. */
export const OTHER_KEY = fixture('other.key.pem');
export const IDP_ENTITY_ID = 'https://idp.example.test/saml';
export const IDP_SSO_URL = 'https://idp.example.test/saml/sso';

/** The AuthnRequest the SP sent in the redirect URL: its id and where the response must go. */
export const readAuthnRequest = (redirectUrl: string) => {
  const raw = new URL(redirectUrl).searchParams.get('SAMLRequest') ?? '';
  const xml = zlib.inflateRawSync(Buffer.from(raw, 'base64')).toString('utf8');
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(xml)?.[1] ?? '';
  const issuer = /<(?:\w+:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '';
  return { id: attr('ID'), acsUrl: attr('AssertionConsumerServiceURL'), issuer, xml };
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export interface TSamlAnswer {
  inResponseTo: string;
  acsUrl: string;
  audience: string;
  nameId: string;
  email?: string;
  name?: string;
  groups?: string[];
  key?: string;
  /** Leave the assertion unsigned. */
  unsigned?: boolean;
  assertionId?: string;
}

/** A base64 SAMLResponse as the browser would post it to the ACS. */
export const samlResponse = (a: TSamlAnswer) => {
  const now = new Date();
  const later = new Date(now.getTime() + 5 * 60_000).toISOString();
  const iso = now.toISOString();
  const assertionId = a.assertionId ?? `_a${crypto.randomBytes(12).toString('hex')}`;
  const attrs = [
    a.email && ['email', [a.email]],
    a.name && ['name', [a.name]],
    a.groups && ['groups', a.groups],
  ].filter(Boolean) as [string, string[]][];
  const attributeXml = attrs
    .map(
      ([n, vs]) =>
        `<saml:Attribute Name="${n}">${vs.map((v) => `<saml:AttributeValue>${esc(v)}</saml:AttributeValue>`).join('')}</saml:Attribute>`,
    )
    .join('');
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${crypto.randomBytes(12).toString('hex')}" Version="2.0" IssueInstant="${iso}" Destination="${esc(a.acsUrl)}" InResponseTo="${esc(a.inResponseTo)}">` +
    `<saml:Issuer>${IDP_ENTITY_ID}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${iso}">` +
    `<saml:Issuer>${IDP_ENTITY_ID}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(a.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${later}" Recipient="${esc(a.acsUrl)}" InResponseTo="${esc(a.inResponseTo)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${new Date(now.getTime() - 60_000).toISOString()}" NotOnOrAfter="${later}"><saml:AudienceRestriction><saml:Audience>${esc(a.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributeXml ? `<saml:AttributeStatement>${attributeXml}</saml:AttributeStatement>` : '') +
    `</saml:Assertion></samlp:Response>`;
  const signed = a.unsigned
    ? xml
    : signSamlPost(xml, '/*[local-name(.)="Response"]/*[local-name(.)="Assertion"]', {
        privateKey: a.key ?? IDP_KEY,
        signatureAlgorithm: 'sha256',
      });
  return Buffer.from(signed, 'utf8').toString('base64');
};
