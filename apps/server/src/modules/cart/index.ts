export { createCartDeleteChecks } from './cart.delete-checks';
export { cartRoutes } from './cart.routes';
export { type CartService, type CheckoutState, createCartService, ORDER_COPIES_FLAG } from './cart.service';
export { type CartStepUp, type CheckoutSession, createCartStepUp } from './cart.step-up';
export { createOrderTokens, type OrderTokenCheck, type OrderTokens } from './order-token';
