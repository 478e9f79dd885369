/** The wire contract version this client speaks. */
export const API_CLIENT_VERSION = '0.1.0';
