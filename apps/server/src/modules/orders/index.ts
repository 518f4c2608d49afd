export { ordersRoutes } from './orders.routes';
export { createOrdersService, type OrdersService } from './orders.service';
