// The length limits of spec §5 are a wire rule the server's request schemas share (see ./messages).
export { FIELD_LIMITS } from '@storefront/api-client/wire-rules';
