// The licence token's shape, shared by the platform that signs it and the offline package that checks it (no server
// code here: the package bundles this folder). A licence token is a compact JWS (EdDSA, Ed25519) whose payload is
// `LicenceClaims`; it is bound to one device's own key by `cnf.jkt`, the RFC 7638 thumbprint of that key.

export const LICENCE_TOKEN_TYPE = 'dh-offline-licence+jwt';
export const LICENCE_ISSUER = 'dh-platform';
/** The `typ` of a device's signed call (status, transcripts): a JWS its own key made. */
export const DEVICE_REQUEST_TYPE = 'dh-offline-device+jwt';

export interface LicenceClaims {
  iss: typeof LICENCE_ISSUER;
  /** The licence's id. */
  lic: string;
  /** The device (slot) the token was issued to. */
  dev: string;
  /** The published session the package runs. */
  sid: string;
  /** The package version the device should run (the session revision a package is built from). */
  pkg: string;
  /** Confirmation: the thumbprint of the device's public key (RFC 7800 / 7638). */
  cnf: { jkt: string };
  /** Seconds since the epoch: issued, and the licence's expiry. */
  iat: number;
  exp: number;
}

/** An Ed25519 public key as a JWK (what a device sends and the platform publishes). */
export interface Ed25519PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid?: string;
}

export const LICENCE_VERDICTS = ['ok', 'expired', 'wrongDevice', 'tampered', 'wrongSession'] as const;
export type LicenceVerdict = (typeof LICENCE_VERDICTS)[number];
