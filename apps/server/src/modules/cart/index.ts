export { createCartDeleteChecks } from './cart.delete-checks';
export { cartRoutes } from './cart.routes';
export { type CartService, type CheckoutState, createCartService, ORDER_COPIES_FLAG } from './cart.service';
export { createOrderTokens, type OrderTokenCheck, type OrderTokens } from './order-token';
