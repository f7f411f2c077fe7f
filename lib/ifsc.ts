/**
 * An IFSC's shape, shared by the claim form and the payout account: 4 letters (the bank), a 0,
 * 6 letters or digits (the branch); spaces ignored, any case. Only the directory knows whether
 * one exists.
 */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const normaliseIfsc = (text: string) => text.replace(/\s+/g, '').toUpperCase();
export const isIfscShaped = (text: string) => IFSC_PATTERN.test(normaliseIfsc(text));
