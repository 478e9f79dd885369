import type { TextLookup } from '../translations';

/**
 * Texts of the checkout from the API's translations, with English fallbacks. The validation messages
 * are not here: they come from @storefront/domain, word for word as spec §5 has them.
 */
export function checkoutTexts(t: TextLookup) {
  return {
    title: t('checkout.title', 'Checkout'),
    paymentCancelled: t(
      'checkout.paymentCancelled',
      'The payment was cancelled. Nothing was charged and your cart is as it was. You can try again.',
    ),
    paymentFailed: t(
      'checkout.paymentFailed',
      'The payment did not go through. Nothing was charged and your cart is as it was. Try again or choose another payment method.',
    ),
    steps: {
      contact: t('checkout.contact', 'Contact details'),
      address: t('checkout.addresses', 'Addresses'),
      delivery: t('checkout.delivery', 'Delivery'),
      moreInfo: t('checkout.moreInfo', 'More information'),
      payment: t('checkout.payment', 'Payment'),
    },
    completed: t('checkout.completed', 'Completed'),
    change: t('checkout.change', 'Change'),
    save: t('checkout.continue', 'Continue'),
    firstName: t('checkout.firstName', 'First name'),
    lastName: t('checkout.lastName', 'Last name'),
    email: t('checkout.email', 'E-mail'),
    phoneNumber: t('checkout.phoneNumber', 'Phone number'),
    address: t('checkout.address', 'Address'),
    city: t('checkout.city', 'City'),
    postalCode: t('checkout.postalCode', 'Zip code'),
    country: t('checkout.country', 'Country'),
    billingAddress: t('checkout.billingAddress', 'Billing address'),
    shippingAddress: t('checkout.shippingAddress', 'Delivery address'),
    sameAsBilling: t('checkout.sameAsBilling', 'Deliver to the billing address'),
    addressBook: t('checkout.addressBook', 'Choose from your address book'),
    newAddress: t('checkout.newAddress', 'Type a new address'),
    deliveryMethod: t('checkout.deliveryMethod', 'Delivery method'),
    deliveryMethods: {
      standard: t('checkout.delivery.standard', 'Standard delivery'),
      express: t('checkout.delivery.express', 'Express delivery'),
      pickup: t('checkout.delivery.pickup', 'Pick up in store'),
    } as Record<string, string>,
    chooseDeliveryMethod: t('checkout.chooseDeliveryMethod', 'Choose a delivery method'),
    requestedDeliveryDate: t('checkout.requestedDeliveryDate', 'Requested delivery date'),
    requestedDeliveryDateHint: t(
      'checkout.requestedDeliveryDateHint',
      'Leave empty for the earliest possible date.',
    ),
    dateTooEarly: t('checkout.dateTooEarly', 'Choose a date from {date} on'),
    dateFormatHint: t('checkout.dateFormatHint', 'Write it as YYYY-MM-DD, or choose it in the calendar.'),
    chooseDate: t('checkout.chooseDate', 'Calendar'),
    datePickerTitle: t('checkout.datePickerTitle', 'Choose a delivery date'),
    previousMonth: t('checkout.previousMonth', 'Previous month'),
    nextMonth: t('checkout.nextMonth', 'Next month'),
    close: t('checkout.close', 'Close'),
    asSoonAsPossible: t('checkout.asSoonAsPossible', 'As soon as possible'),
    noteTitle: t('checkout.noteTitle', 'Your reference'),
    noteDescription: t('checkout.note', 'Note on the order'),
    acceptOrderSplitting: t('cart.acceptOrderSplitting', 'Deliver items as they become ready'),
    orderSplittingYes: t('checkout.orderSplittingYes', 'Split deliveries accepted'),
    orderSplittingNo: t('checkout.orderSplittingNo', 'Deliver everything together'),
    noNote: t('checkout.noNote', 'No reference or message'),
    paymentMethod: t('checkout.paymentMethod', 'Payment method'),
    paymentMethods: {
      invoice: t('checkout.payment.invoice', 'Invoice'),
      card: t('checkout.payment.card', 'Card'),
    } as Record<string, string>,
    placeOrder: t('checkout.placeOrder', 'Place order'),
    placingOrder: t('checkout.placingOrder', 'Placing your order…'),
    redirecting: t('checkout.redirecting', 'Taking you to the payment page…'),
    orderSummary: t('checkout.orderSummary', 'Your order'),
    emptyCart: t('checkout.emptyCart', 'Your cart is empty, so there is nothing to check out.'),
    signInFirst: t('checkout.signInFirst', 'Sign in to check out.'),
    fixErrors: t('checkout.fixErrors', 'Please correct the marked fields.'),
  };
}

/** The checkout's texts. */
export type CheckoutTexts = ReturnType<typeof checkoutTexts>;
