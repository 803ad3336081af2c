import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The authenticator apps' secrets at rest (issue 38): AES-256-GCM with a key derived by HKDF-SHA256
 * from the configured SECOND_FACTOR_KEY (else JWT_SECRET). Stored as `v1.<iv>.<tag>.<ciphertext>`
 * (base64url); a value another key sealed does not open (null), which reads as "no app".
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string | null;
}

/**
 * `purpose` names what the box holds (HKDF's info): another purpose, another key, even from the
 * same configured secret (auth/provider-tokens.ts seals Apple's refresh tokens with its own).
 */
export function secretBox(configuredKey: string, purpose = 'second-factor secrets v1'): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', configuredKey, 'portal', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
