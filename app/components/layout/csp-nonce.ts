import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce (server/http/security-headers.ts), provided by
 * app/entry.server.tsx to the document's inline scripts. In the browser it is undefined: the
 * scripts already ran, and browsers hide a nonce from the page anyway.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
