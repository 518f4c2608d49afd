export { createOrderHistoryService, type OrderHistoryService } from './orders.history';
export { orderHistoryRoutes } from './orders.history.routes';
export { createOrderLifecycle, type OrderLifecycle } from './orders.lifecycle';
export { ordersRoutes } from './orders.routes';
export { createOrdersService, type OrdersService } from './orders.service';
