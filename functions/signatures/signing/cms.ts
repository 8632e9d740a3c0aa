/**
 * A detached CMS SignedData (RFC 5652) over the bytes a PDF signature's ByteRange covers, as PAdES
 * baseline B-B asks (ETSI EN 319 142-1): SHA-256, signed attributes with the content type, the
 * digest and the signing certificate (ESS signing-certificate-v2), the certificate and its chain
 * embedded. No signing-time attribute: PAdES takes the time from the signature dictionary's /M.
 */
import { createHash, sign } from 'node:crypto';
import { OID, contextTag, integer, nullValue, octetString, oid, sequence, set } from './der';
import type { SigningIdentity } from './certificate';

const attribute = (id: string, value: Uint8Array) => sequence(oid(id), set(value));

/** The SignerInfo's signature algorithm: RSA PKCS#1 v1.5, or ECDSA with SHA-256 (a firm's EC key). */
function signatureAlgorithm(identity: SigningIdentity): Uint8Array {
  const type = identity.key.asymmetricKeyType;
  if (type === 'rsa') return sequence(oid(OID.rsaEncryption), nullValue());
  if (type === 'ec') return sequence(oid(OID.ecdsaWithSha256));
  throw new Error(`Signing keys of type ${type ?? 'unknown'} are not supported (RSA or EC)`);
}

/** The DER of a ContentInfo holding the detached SignedData of `signedBytes`. */
export function detachedSignature(signedBytes: Uint8Array, identity: SigningIdentity): Uint8Array {
  const sha256 = sequence(oid(OID.sha256), nullValue());
  const digest = createHash('sha256').update(signedBytes).digest();
  const certificateHash = createHash('sha256').update(identity.certificate).digest();
  const attributes = set(
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octetString(digest)),
    // SigningCertificateV2 { certs: [ ESSCertIDv2 { certHash } ] } (hash algorithm SHA-256 by default).
    attribute(OID.signingCertificateV2, sequence(sequence(sequence(octetString(certificateHash))))),
  );
  // What is signed is the attributes' SET; the SignerInfo holds the same content as [0] IMPLICIT.
  const signature = sign('sha256', attributes, identity.key);
  const signedAttributes = Buffer.from(attributes);
  signedAttributes[0] = 0xa0;
  const signerInfo = sequence(
    integer(1),
    sequence(identity.issuer, identity.serialNumber),
    sha256,
    signedAttributes,
    signatureAlgorithm(identity),
    octetString(signature),
  );
  const signedData = sequence(
    integer(1),
    set(sha256),
    sequence(oid(OID.data)),
    contextTag(0, identity.certificate, ...identity.chain),
    set(signerInfo),
  );
  return sequence(oid(OID.signedData), contextTag(0, signedData));
}
