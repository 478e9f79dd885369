// The validation texts of spec §5 are a wire rule: the server's request schemas answer in the same words,
// so both read them from @storefront/api-client/wire-rules, where each text is built from its limit.
export {
  FIELD_MESSAGES as VALIDATION_MESSAGES,
  INVALID_TEXT_LENGTH_PREFIX,
  invalidTextLengthMessage,
} from '@storefront/api-client/wire-rules';
