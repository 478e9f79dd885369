import type { TextLookup } from '../translations';

/** Texts of the order confirmation from the API's translations, with English fallbacks. */
export function orderConfirmationTexts(t: TextLookup) {
  return {
    title: t('orderConfirmation.title', 'Thank you for your order!'),
    orderNumber: t('orderConfirmation.orderNumber', 'Order number'),
    orderDate: t('orderConfirmation.orderDate', 'Order date'),
    confirmationSent: t('orderConfirmation.emailSent', 'We have sent a confirmation to {email}.'),
    lines: t('orderConfirmation.lines', 'Articles'),
    billingAddress: t('orderConfirmation.billingAddress', 'Billing address'),
    shippingAddress: t('orderConfirmation.shippingAddress', 'Delivery address'),
    paymentMethod: t('orderConfirmation.paymentMethod', 'Payment method'),
    deliveryMethod: t('orderConfirmation.deliveryMethod', 'Delivery method'),
    requestedDeliveryDate: t('orderConfirmation.requestedDeliveryDate', 'Requested delivery date'),
    asSoonAsPossible: t('orderConfirmation.asSoonAsPossible', 'As soon as possible'),
    note: t('orderConfirmation.note', 'Your reference'),
    notFound: t(
      'orderConfirmation.notFound',
      'We could not find this order. You find all your orders on your account page.',
    ),
    continueShopping: t('orderConfirmation.continueShopping', 'Continue shopping'),
  };
}

/** The order confirmation's texts. */
export type OrderConfirmationTexts = ReturnType<typeof orderConfirmationTexts>;
