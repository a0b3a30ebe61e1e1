/*
 * What database.rules.json accepts in site/identity (docs/identity.md). The studio's "Identité"
 * form checks the same bounds from here, so that she never meets a refusal the form let through;
 * tests/rules/identity-rules.test.ts checks that the rules agree with them.
 */

export const IDENTITY_LIMITS = {
  name: 80,
  taglinePart: 120,
  email: 254,
  phone: 30,
  socialLabel: 60,
  socialUrl: 500,
  /** Social links at most (list keys 0…19). */
  socialLinks: 20,
} as const;

/** An address the rules take for an email (no spaces, one @, a domain with a dot). */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** A phone number: digits, perhaps a leading +, single spaces, dots or hyphens between them; 6 to 20 digits. */
export const PHONE_PATTERN = /^\+?[0-9]([ .-]?[0-9]){5,19}$/;

/** An https address with a host name and no space, quote, angle bracket or control character. */
export const HTTPS_URL_PATTERN =
  // eslint-disable-next-line no-control-regex
  /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?(\/[^\s\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069"'<>\\`]*)?$/;
