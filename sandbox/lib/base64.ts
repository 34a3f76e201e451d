/** Base64 without Node's Buffer, so the handlers also run where only web APIs exist. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const textToBase64 = (text: string): string => bytesToBase64(new TextEncoder().encode(text));
