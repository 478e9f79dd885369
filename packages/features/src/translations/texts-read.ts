import { createContext } from 'react';

/**
 * Where a server render records the keys of the texts it read (a `Set` per request, provided around the
 * app by the server entry); absent in the browser. The document's state then carries only those texts
 * (`textsReadOnly`).
 */
export const TextsReadContext = createContext<Set<string> | null>(null);
